import { CheckCircle2 } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";

/** What an offer includes, as a short checklist, and the link to the page that sells it. */
export function OfferPanel({
  points,
  action,
}: {
  points: readonly string[];
  action: CallToAction;
}) {
  return (
    <div className="mx-auto mt-10 max-w-3xl">
      <ul className="grid gap-4 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-ink">
            <CheckCircle2
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-accent-strong"
            />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to={action.href} size="lg">
          {action.text}
        </ButtonLink>
      </div>
    </div>
  );
}
