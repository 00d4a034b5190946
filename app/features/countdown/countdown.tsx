import type { ComponentProps, ReactNode } from "react";
import { site } from "~/config/site";
import { Island } from "~/islands/island";
import { cn } from "~/lib/cn";
import type { TimeLeft } from "../../../shared/london-time";
import { CLOCK_ATTRIBUTE } from "./offer-clock";

/**
 * Shown in every box before the clock starts: the build-time HTML cannot know the visitor's time,
 * and "00" would read as "the offer has ended".
 */
export const COUNTDOWN_PLACEHOLDER = "––";

const UNITS = [
  { key: "days", label: "Days", short: "d" },
  { key: "hours", label: "Hours", short: "h" },
  { key: "minutes", label: "Minutes", short: "m" },
  { key: "seconds", label: "Seconds", short: "s" },
] as const satisfies readonly { key: keyof TimeLeft; label: string; short: string }[];

const toneClasses = {
  light: { box: "border-line bg-surface text-ink", label: "text-ink-muted" },
  dark: { box: "border-night-raised bg-night-raised text-white", label: "text-night-muted" },
} as const;

type CountdownTone = keyof typeof toneClasses;
type CountdownSize = "regular" | "compact";

/**
 * The offer clock's island (countdown-island.ts) around `children`: plain script started on
 * load, which fills in and ticks every marked node inside it.
 */
export function OfferClockIsland({ children }: { children: ReactNode }) {
  return (
    <Island name="countdown" strategy="load">
      {children}
    </Island>
  );
}

/**
 * Days, hours, minutes and seconds until the offer ends, London time: the end of the coming Sunday
 * or the date the owner picked (`site.urgency` in config/site.ts).
 */
export function Countdown(props: ComponentProps<typeof CountdownTimer>) {
  return site.urgency.enabled ? (
    <OfferClockIsland>
      <CountdownTimer {...props} />
    </OfferClockIsland>
  ) : null;
}

/**
 * The timer's markup with placeholders: the build cannot know the visitor's date, so the clock's
 * island fills in the numbers (offer-clock.ts). Inside an island of its own (the urgency banner)
 * it is used directly.
 */
export function CountdownTimer({
  className,
  tone = "light",
  size = "regular",
}: {
  className?: string;
  /** `light` on page surfaces, `dark` on night or brand backgrounds. */
  tone?: CountdownTone;
  /** `compact` fits one slim line (e.g. the urgency banner), with one-letter unit labels. */
  size?: CountdownSize;
}) {
  const tones = toneClasses[tone];
  const isCompact = size === "compact";

  return (
    <div
      role="timer"
      // A ticking live region would interrupt screen-reader users every second; they read the
      // timer when they reach it instead.
      aria-live="off"
      aria-label="Time left until the offer ends"
      {...(site.urgency.endsOn ? { [CLOCK_ATTRIBUTE.ends]: site.urgency.endsOn } : {})}
      // The regular size shares its width in four equal columns so it shrinks to fit 320 px screens.
      className={cn(
        isCompact ? "flex gap-1" : "grid w-full max-w-sm grid-cols-4 gap-2 sm:gap-3",
        className,
      )}
    >
      {UNITS.map(({ key, label, short }) => {
        const unit = { [CLOCK_ATTRIBUTE.unit]: key };
        return isCompact ? (
          <span
            key={key}
            className={cn(
              "rounded-md border px-1.5 py-0.5 leading-tight whitespace-nowrap",
              tones.box,
            )}
          >
            <span {...unit} className="font-bold tabular-nums">
              {COUNTDOWN_PLACEHOLDER}
            </span>
            <span aria-hidden="true" className={tones.label}>
              {short}
            </span>
            <span className="sr-only"> {label}</span>
          </span>
        ) : (
          <span
            key={key}
            className={cn(
              "flex min-w-0 flex-col items-center rounded-card border px-1 py-3 text-center shadow-card sm:px-3",
              tones.box,
            )}
          >
            <span {...unit} className="text-3xl leading-none font-bold tabular-nums sm:text-4xl">
              {COUNTDOWN_PLACEHOLDER}
            </span>
            <span className={cn("mt-1.5 text-xs font-medium sm:text-sm", tones.label)}>
              {label}
            </span>
          </span>
        );
      })}
    </div>
  );
}
