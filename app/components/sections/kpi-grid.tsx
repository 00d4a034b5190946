import type { LucideIcon } from "lucide-react";

interface Kpi {
  name: string;
  description: string;
  icon: LucideIcon;
}

/** The measures a client sees in their reports, as a definition list: the name, then what it tells them. */
export function KpiGrid({ items }: { items: readonly Kpi[] }) {
  return (
    <dl className="mt-12 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <div key={item.name} className="rounded-card border border-line p-6">
            <dt className="flex items-center gap-3 text-lg font-semibold text-ink">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {item.name}
            </dt>
            <dd className="mt-3 text-ink-muted">{item.description}</dd>
          </div>
        );
      })}
    </dl>
  );
}
