import { site } from "~/config/site";
import { endOfComingSunday, formatDeadline } from "~/lib/london-time";
import { Countdown } from "./countdown";
import { spotsLeft } from "./spots-left";
import { useNow } from "./use-now";

/**
 * The slim bar that stays at the top of the paid-audit page. Before hydration it names only the
 * weekday and no spot count, because the build cannot know which week or day the visitor is in.
 * Its deadline and spots are computed from the date, not from real availability, so the owner can
 * turn it off (`site.urgency` in config/site.ts).
 */
export function UrgencyBanner() {
  return site.urgency.enabled ? <UrgencyBar /> : null;
}

function UrgencyBar() {
  const now = useNow();
  const deadlineText = now ? formatDeadline(endOfComingSunday(now)) : "Sunday";
  const spots = now ? spotsLeft(now) : null;
  const spotsText =
    spots === null
      ? "Limited spots left this week"
      : `Only ${spots} ${spots === 1 ? "spot" : "spots"} left this week`;

  return (
    <aside aria-label="Offer deadline" className="sticky top-0 z-30 bg-night text-white">
      {/* A fixed height and the same two rows before and after hydration: when the date and the
          spot count arrive, nothing below moves. */}
      <div className="container-page flex h-16 flex-col items-center justify-center gap-1 text-center md:h-10 md:flex-row md:gap-4">
        <p className="text-xs leading-5 font-semibold whitespace-nowrap md:text-sm">
          Last Chance Ends {deadlineText}
        </p>
        <div className="flex items-center gap-3 text-xs whitespace-nowrap">
          <p className="rounded-full bg-accent-strong px-2.5 py-0.5 font-semibold">{spotsText}</p>
          {/* Phones have the full countdown further down; here it would not fit beside the rest. */}
          <div className="hidden md:block">
            <Countdown tone="dark" size="compact" />
          </div>
        </div>
      </div>
    </aside>
  );
}
