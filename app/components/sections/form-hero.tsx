import { CheckList } from "~/components/ui/check-list";
import type { ReactNode } from "react";
import { PageHeading } from "./page-heading";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";

/**
 * Top of a landing page where the form is the point: the page's <h1>, its pitch and a short list
 * of what the visitor gets, beside a card with the price and the form (passed in as `children`).
 */
export function FormHero({
  eyebrow,
  title,
  intro,
  points,
  formId,
  formHeading,
  price,
  priceNote,
  formIntro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  points: readonly string[];
  /** Id of the form card, for links that jump to it ("#audit-form"). */
  formId: string;
  formHeading: string;
  /** The price as shown, large ("£99"). */
  price: string;
  /** The words beside the price ("one-off, money-back guarantee"). */
  priceNote: string;
  formIntro: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
        <div>
          <PageHeading eyebrow={eyebrow} title={title} intro={intro} />
          <CheckList points={points} className="mt-6 space-y-3" />
          <FirstScreenEnd />
        </div>
        <div
          id={formId}
          className="scroll-mt-header-16 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 className="text-2xl font-bold tracking-tight text-ink">{formHeading}</h2>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold text-ink">{price}</span>
            <span className="text-ink-muted">{priceNote}</span>
          </p>
          <p className="mt-1 text-sm text-ink-muted">{formIntro}</p>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}
