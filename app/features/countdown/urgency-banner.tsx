import { env } from "~/config/env";
import { AVAILABILITY_PATH } from "../../../lead-forms/lead-api";
import { site } from "~/config/site";
import { CountdownTimer, OfferClockIsland } from "./countdown";
import { endOfLondonDate, formatDeadline } from "../../../shared/london-time";
import { CLOCK_ATTRIBUTE, deadlineLine } from "./offer-clock";
import { spotsLeftText } from "../../../shared/offer-spots";

/**
 * The slim bar that stays at the top of the paid-audit page. Until the clock's island has run it
 * names only the weekday and no spot count, because the build cannot know which week or day the
 * visitor is in.
 * Its deadline is the end of the coming Sunday or the date the owner picked, in the owner's
 * wording; the owner can turn it off (`site.urgency` in config/site.ts).
 */
export function UrgencyBanner() {
  return site.urgency.enabled ? <UrgencyBar /> : null;
}

/**
 * In "capacity" mode, the spots-left line names where its number comes from (offer-clock.ts), so
 * the server writes it in when it serves the page and the page can ask again; in "weekday" mode
 * nothing, and the clock counts by weekday. The browser tests' build may set the mode (env.ts).
 */
function spotsSource(): Record<string, string> {
  const mode = env.urgencyMode ?? site.urgency.mode;
  if (mode !== "capacity") return {};
  return { [CLOCK_ATTRIBUTE.spotsFrom]: `${env.leadApiOrigin ?? ""}${AVAILABILITY_PATH}` };
}

function UrgencyBar() {
  const { wording, endsOn } = site.urgency;
  return (
    <OfferClockIsland>
      <aside aria-label="Offer deadline" className="sticky top-0 z-30 bg-night text-white">
        {/* A fixed height and the same two rows before and after the clock starts: when the date and
          the spot count arrive, nothing below moves. */}
        <div className="container-page flex h-16 flex-col items-center justify-center gap-1 text-center md:h-10 md:flex-row md:gap-4">
          <p
            {...{ [CLOCK_ATTRIBUTE.deadline]: wording }}
            {...(endsOn ? { [CLOCK_ATTRIBUTE.ends]: endsOn } : {})}
            className="text-xs leading-5 font-semibold whitespace-nowrap md:text-sm"
          >
            {/* A picked date is known to the build; the coming Sunday's date is not. */}
            {deadlineLine(endsOn ? formatDeadline(endOfLondonDate(endsOn)) : "Sunday", wording)}
          </p>
          <div className="flex items-center gap-3 text-xs whitespace-nowrap">
            <p
              {...{ [CLOCK_ATTRIBUTE.spots]: "" }}
              {...spotsSource()}
              className="rounded-full bg-accent-strong px-2.5 py-0.5 font-semibold"
            >
              {spotsLeftText(null)}
            </p>
            {/* Phones have the full countdown further down; here it would not fit beside the rest. */}
            <div className="hidden md:block">
              <CountdownTimer tone="dark" size="compact" />
            </div>
          </div>
        </div>
      </aside>
    </OfferClockIsland>
  );
}
