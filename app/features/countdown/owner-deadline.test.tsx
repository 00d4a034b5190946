import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SiteConfig from "~/config/site";
import { Countdown } from "./countdown";
import { startOfferClock } from "./offer-clock";
import { UrgencyBanner } from "./urgency-banner";

// The owner's own wording and a date they picked, as the content would set them.
vi.mock("~/config/site", async (importOriginal) => {
  const original = await importOriginal<typeof SiteConfig>();
  const { site } = original;
  const urgency = { ...site.urgency, wording: "Offer closes {deadline}", endsOn: "2025-12-24" };
  return { ...original, site: { ...site, urgency } };
});

afterEach(() => vi.useRealTimers());

describe("the owner's deadline", () => {
  it("shows the owner's wording with the picked date, in the build and once the clock runs", () => {
    vi.useFakeTimers();
    // Wednesday 17 December 2025, noon in London: a week before the picked date's end.
    vi.setSystemTime(new Date("2025-12-17T12:00:00Z"));
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <>
        <UrgencyBanner />
        <Countdown />
      </>,
    );
    // The date is the owner's, so the build can already name it.
    expect(container).toHaveTextContent("Offer closes Wednesday 24th December");

    const stops = [...container.querySelectorAll<HTMLElement>('[data-island="countdown"]')].map(
      (island) => startOfferClock(island),
    );
    expect(container).toHaveTextContent("Offer closes Wednesday 24th December");
    const timer = container.querySelectorAll('[role="timer"]');
    for (const clock of timer) {
      const values = Array.from(clock.querySelectorAll("[data-unit]"), (unit) => unit.textContent);
      expect(values).toEqual(["07", "11", "59", "59"]);
    }
    for (const stop of stops) stop();
  });
});
