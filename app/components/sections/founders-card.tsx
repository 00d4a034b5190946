import { ExternalLink } from "~/components/ui/external-link";
import { SideCard } from "./side-card";

/** The founders by name and role, each with a link to their profile. */
export function FoundersCard({
  title,
  people,
  profileLinkText,
}: {
  title: string;
  people: readonly { name: string; role: string; profileUrl: string }[];
  profileLinkText: (name: string) => string;
}) {
  return (
    <SideCard title={title}>
      {people.map((person) => (
        <li key={person.name}>
          <p className="font-semibold text-ink">{person.name}</p>
          <p className="text-sm text-ink-muted">{person.role}</p>
          <ExternalLink
            href={person.profileUrl}
            className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            {profileLinkText(person.name)}
          </ExternalLink>
        </li>
      ))}
    </SideCard>
  );
}
