import { ArrowRight } from "lucide-react";
import type { ContentCard, LinkedCard } from "~/content/types";
import { cn } from "~/lib/cn";

/** Cards that all lead somewhere, each ending in the same link text, or cards that lead nowhere. */
type Cards =
  | {
      cards: readonly LinkedCard[];
      /** Under each card's text, before the arrow ("Learn more"). */
      linkText: string;
    }
  | { cards: readonly (ContentCard & { href?: undefined })[]; linkText?: undefined };

export function CardGrid({ cards, linkText, columns = 4 }: Cards & { columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        "mt-12 grid gap-5 sm:grid-cols-2",
        columns === 4 ? "lg:grid-cols-4" : columns === 3 ? "lg:grid-cols-3" : "mx-auto max-w-4xl",
      )}
    >
      {cards.map((card) => {
        const Icon = card.icon;
        const body = (
          <>
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-balance text-ink">{card.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{card.description}</p>
            {card.href ? (
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand">
                {linkText}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-1"
                />
              </span>
            ) : null}
          </>
        );
        const cardClass =
          "flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card";
        return (
          <li key={card.title}>
            {card.href ? (
              <a
                href={card.href}
                className={cn(cardClass, "group transition-colors hover:border-brand")}
              >
                {body}
              </a>
            ) : (
              <div className={cardClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
