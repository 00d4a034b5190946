import { CheckCircle2 } from "lucide-react";

/** Short selling points, each behind a tick: what an offer includes, what a call covers. */
export function CheckList({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
