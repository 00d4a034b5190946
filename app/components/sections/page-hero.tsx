import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";
import { PageHeading } from "./page-heading";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";

/** Top of a service or agent page: eyebrow, the page's one <h1>, its pitch and an illustration. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  description,
  cta,
  art,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  description: string;
  cta?: CallToAction;
  art?: ReactNode;
}) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <PageHeading eyebrow={eyebrow} title={title} />
          {subtitle ? (
            <p className="mt-4 text-xl font-medium text-pretty text-ink">{subtitle}</p>
          ) : null}
          <p className="mt-4 text-lg text-pretty text-ink-muted">{description}</p>
          {cta ? (
            <ButtonLink href={cta.href} size="lg" className="mt-8">
              {cta.text}
            </ButtonLink>
          ) : null}
          <FirstScreenEnd />
        </div>
        {art ? <div className="mx-auto w-full max-w-lg">{art}</div> : null}
      </div>
    </section>
  );
}
