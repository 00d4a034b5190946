import type { ReactNode } from "react";

interface SummaryItem {
  label: string;
  value: string;
}

/** An offer at a glance beside a hero: a few label/value facts and the one action that matters. */
export function SummaryCard({
  title,
  items,
  action,
  note,
}: {
  title: string;
  items: readonly SummaryItem[];
  /** The call to action, already styled as a button by the route. */
  action: ReactNode;
  note?: string;
}) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <p className="text-xl font-bold tracking-tight text-ink">{title}</p>
      <dl className="mt-4 divide-y divide-line">
        {items.map((item) => (
          // Stacked on narrow screens, where label and value side by side would both wrap.
          <div
            key={item.label}
            className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <dt className="text-ink-muted">{item.label}</dt>
            <dd className="font-semibold text-ink sm:text-right">{item.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col">{action}</div>
      {note ? <p className="mt-4 text-center text-sm text-ink-muted">{note}</p> : null}
    </div>
  );
}
