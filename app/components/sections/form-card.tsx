import type { ReactNode } from "react";

/** A raised card holding a form under its own heading. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-6">{children}</div>
    </div>
  );
}
