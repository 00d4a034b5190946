import { endOfComingSunday, formatDeadline } from "~/lib/london-time";
import { Countdown } from "./countdown";
import { spotsLeft } from "./spots-left";
import { useNow } from "./use-now";

/**
 * The slim bar that stays at the top of the paid-audit page. Before hydration it names only the
 * weekday and no spot count, because the build cannot know which week or day the visitor is in.
 */
export function UrgencyBanner() {
  const now = useNow();
  const deadlineText = now ? formatDeadline(endOfComingSunday(now)) : "Sunday";
  const spots = now ? spotsLeft(now) : null;
  const spotsText =
    spots === null
      ? "Limited spots left this week"
      : `Only ${spots} ${spots === 1 ? "spot" : "spots"} left this week`;

  return (
    <aside aria-label="Offer deadline" className="sticky top-0 z-30 bg-night text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-1.5 text-center text-sm sm:px-6 lg:px-8">
        <p className="font-semibold">Last Chance Ends {deadlineText}</p>
        <p className="rounded-full bg-accent-strong px-2.5 py-0.5 text-xs font-semibold">
          {spotsText}
        </p>
        <Countdown tone="dark" size="compact" className="text-xs" />
      </div>
    </aside>
  );
}
