import { CheckList } from "~/components/ui/check-list";
import type { ReactNode } from "react";
import { Section } from "./section";

/**
 * Where a landing page's visitors book: the offer and what the call covers beside the booking
 * widget, which the route passes in as children. The heading can take focus so a "jump to
 * booking" link can move keyboard and screen-reader users here, not only the viewport.
 */
export function BookingSection({
  id,
  headingId,
  badge,
  title,
  intro,
  points,
  children,
}: {
  id: string;
  headingId: string;
  /** A short offer line above the heading, shown exactly as written. */
  badge?: string;
  title: string;
  intro: string;
  points: readonly string[];
  children: ReactNode;
}) {
  return (
    // scroll-mt-header keeps the jump from hiding the section under the sticky header.
    <Section id={id} tone="muted" aria-labelledby={headingId} className="scroll-mt-header">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-2">
          {badge ? (
            <p className="inline-flex rounded-full bg-accent-soft px-4 py-1.5 text-sm font-semibold text-accent-strong">
              {badge}
            </p>
          ) : null}
          <h2
            id={headingId}
            tabIndex={-1}
            className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-muted">{intro}</p>
          <CheckList points={points} className="mt-6 space-y-3" />
        </div>
        <div className="lg:col-span-3">{children}</div>
      </div>
    </Section>
  );
}
