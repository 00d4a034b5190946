import type { ReactNode } from "react";

/** A plain card in a page's side column, with a heading above its list. */
export function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <ul className="mt-5 space-y-4">{children}</ul>
    </div>
  );
}
