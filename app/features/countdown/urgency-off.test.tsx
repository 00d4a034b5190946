import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type * as SiteConfig from "~/config/site";
import { Countdown } from "./countdown";
import { UrgencyBanner } from "./urgency-banner";

// The owner's switch in config/site.ts, turned off.
vi.mock("~/config/site", async (importOriginal) => {
  const original = await importOriginal<typeof SiteConfig>();
  const { site } = original;
  return { ...original, site: { ...site, urgency: { ...site.urgency, enabled: false } } };
});

describe("with site.urgency turned off", () => {
  it("shows no countdown, no deadline and no spots left, so no clock island starts", () => {
    vi.useFakeTimers();
    const { container } = render(
      <>
        <UrgencyBanner />
        <Countdown tone="dark" />
      </>,
    );

    expect(container).toBeEmptyDOMElement();
    expect(container.querySelector("[data-island]")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
