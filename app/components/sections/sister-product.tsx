import { Check } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";

export function SisterProduct({
  eyebrow,
  title,
  text,
  points,
  cta,
  href,
}: {
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  cta: string;
  href: string;
}) {
  return (
    <section className="bg-night py-16 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h2>
          <p className="mt-4 text-lg text-night-muted">{text}</p>
          <ExternalLink
            href={href}
            className={buttonVariants({ variant: "light", size: "lg", className: "mt-8" })}
          >
            {cta}
          </ExternalLink>
        </div>
        <ul className="grid gap-4">
          {points.map((point) => (
            <li
              key={point}
              className="flex items-center gap-4 rounded-2xl border border-night-raised bg-night-raised/60 p-5 text-lg font-semibold text-white"
            >
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent text-night">
                <Check aria-hidden="true" className="size-5" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
