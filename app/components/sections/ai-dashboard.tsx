import { Sparkles, TrendingUp } from "lucide-react";
import type { CSSProperties } from "react";

/** One figure under the chart, with its label ("ROI", "250%"). */
interface Tile {
  label: string;
  value: string;
}

/**
 * A decorative product mock-up: bars and tiles drawn in HTML and CSS, hidden from screen readers.
 * The bars rise only from `lg` up, where the mock-up sits beside the hero's text in the first
 * screen: below it (phones, tablets) they would rise off screen, where Chromium runs the
 * animation on the main thread, every frame, while the visitor's first tap waits.
 */
export function AiDashboard({
  title,
  bars,
  efficiency,
  roi,
}: {
  title: string;
  bars: readonly number[];
  efficiency: Tile;
  roi: Tile;
}) {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-brand/10 blur-2xl" />
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-card">
        <div className="flex items-center justify-between">
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Sparkles className="size-5 text-brand" />
            {title}
          </p>
        </div>
        <div className="mt-6 flex h-40 items-end gap-2.5 rounded-2xl bg-surface-muted p-4">
          {bars.map((height, index) => (
            <div
              key={index}
              className="flex-1 origin-bottom rounded-t-md bg-gradient-to-t from-brand to-accent lg:motion-safe:animate-rise"
              style={{ height: `${height}%`, animationDelay: `${index * 0.1}s` } as CSSProperties}
            />
          ))}
        </div>
        <div className="mt-4 grid grid-cols-2 gap-4">
          <div className="rounded-2xl bg-brand-soft p-4">
            <p className="text-sm text-ink-muted">{efficiency.label}</p>
            <p className="mt-1 text-2xl font-bold text-brand-strong">{efficiency.value}</p>
          </div>
          <div className="rounded-2xl bg-accent-soft p-4">
            <p className="flex items-center gap-1 text-sm text-ink-muted">
              {roi.label}
              <TrendingUp className="size-4 text-accent-strong" />
            </p>
            <p className="mt-1 text-2xl font-bold text-accent-strong">{roi.value}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
