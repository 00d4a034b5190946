import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTDOWN_PLACEHOLDER, Countdown } from "./countdown";
import { UrgencyBanner } from "./urgency-banner";
import { useNow } from "./use-now";

const TICK_MS = 1_000;
const MINUTE_MS = 60 * TICK_MS;
// Wednesday 19 November 2025, noon in London (GMT): the offer ends Sunday 23rd at 23:59:59.
const WINTER_WEDNESDAY_NOON = new Date("2025-11-19T12:00:00Z");
// The site is built days before anyone visits it.
const BUILD_TIME = new Date("2025-11-01T08:00:00Z");

/** The four numbers the timer shows, days first. */
function timerValues(container: ParentNode = document): string[] {
  return Array.from(container.querySelectorAll("[data-unit]"), (unit) => unit.textContent);
}

/**
 * What the browser does with a prerendered page: the build HTML is already in the document and
 * React hydrates it. Any mismatch between the two is reported to `onRecoverableError`.
 */
function prerenderAndHydrate(ui: ReactNode) {
  const visitTime = new Date();
  vi.setSystemTime(BUILD_TIME);
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  vi.setSystemTime(visitTime);
  document.body.append(container);
  const buildHtml = container.innerHTML;
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, ui, { onRecoverableError });
  });
  return {
    container,
    buildHtml,
    onRecoverableError,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(WINTER_WEDNESDAY_NOON);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useNow", () => {
  it("is null on the first render, so hydration matches the build, then follows the clock", () => {
    const seen: (Date | null)[] = [];
    const { result } = renderHook(() => {
      const now = useNow();
      seen.push(now);
      return now;
    });

    expect(seen[0]).toBeNull();
    expect(result.current).toEqual(WINTER_WEDNESDAY_NOON);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(result.current).toEqual(new Date(WINTER_WEDNESDAY_NOON.getTime() + TICK_MS));
  });

  it("stops its timer when the component goes away", () => {
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Countdown", () => {
  it("prerenders a stable placeholder frame that does not depend on the build's clock", () => {
    const htmlOnWednesday = renderToString(<Countdown />);
    vi.setSystemTime(new Date("2026-06-14T22:00:00Z"));
    const htmlOnSunday = renderToString(<Countdown />);

    expect(htmlOnSunday).toBe(htmlOnWednesday);
    const frame = document.createElement("div");
    frame.innerHTML = htmlOnWednesday;
    expect(timerValues(frame)).toEqual(Array(4).fill(COUNTDOWN_PLACEHOLDER));
    expect(frame).toHaveTextContent(/Days.*Hours.*Minutes.*Seconds/);
  });

  it("hydrates the build HTML without a mismatch, then shows the time left", () => {
    const page = prerenderAndHydrate(<Countdown />);

    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(timerValues(page.container)).toEqual(["04", "11", "59", "59"]);
    page.unmount();
  });

  it("is an accessible timer that does not announce every tick", () => {
    render(<Countdown />);

    const timer = screen.getByRole("timer", { name: "Time left until the offer ends" });
    expect(timer).toHaveAttribute("aria-live", "off");
    for (const label of ["Days", "Hours", "Minutes", "Seconds"]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("ticks down every second", () => {
    render(<Countdown />);
    expect(timerValues()).toEqual(["04", "11", "59", "59"]);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(timerValues()).toEqual(["04", "11", "59", "58"]);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(timerValues()).toEqual(["04", "11", "59", "57"]);

    act(() => vi.advanceTimersByTime(MINUTE_MS - 2 * TICK_MS));
    expect(timerValues()).toEqual(["04", "11", "58", "59"]);
  });

  it("counts to the end of Sunday in BST during the summer", () => {
    // Saturday 13 June 2026, 23:30 UTC, is already Sunday 00:30 in London.
    vi.setSystemTime(new Date("2026-06-13T23:30:00Z"));
    render(<Countdown />);

    expect(timerValues()).toEqual(["00", "23", "29", "59"]);
  });

  it("starts the next week's countdown once Sunday night's deadline passes", () => {
    vi.setSystemTime(new Date("2025-11-23T23:59:57Z"));
    render(<Countdown tone="dark" size="compact" />);
    expect(timerValues()).toEqual(["00", "00", "00", "02"]);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(timerValues()).toEqual(["00", "00", "00", "01"]);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(timerValues()).toEqual(["07", "00", "00", "00"]);
  });

  it("names every unit for screen readers in the compact size too", () => {
    render(<Countdown size="compact" />);

    expect(screen.getByRole("timer")).toHaveTextContent("04d Days11h Hours59m Minutes59s Seconds");
  });
});

describe("UrgencyBanner", () => {
  it("prerenders the offer without a date or a spot count", () => {
    const page = prerenderAndHydrate(<UrgencyBanner />);
    const frame = document.createElement("div");
    frame.innerHTML = page.buildHtml;

    expect(frame).toHaveTextContent("Last Chance Ends Sunday");
    expect(frame).not.toHaveTextContent(/Sunday \d/);
    expect(frame).toHaveTextContent("Limited spots left this week");
    expect(frame).not.toHaveTextContent(/Only \d/);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    page.unmount();
  });

  it("fills in the London date and this weekday's spots once hydrated", () => {
    const page = prerenderAndHydrate(<UrgencyBanner />);

    expect(page.container).toHaveTextContent("Last Chance Ends Sunday 23rd November");
    expect(page.container).toHaveTextContent("Only 5 spots left this week");
    expect(timerValues(page.container)).toEqual(["04", "11", "59", "59"]);
    page.unmount();
  });

  it.each([
    ["Monday", "2025-11-17T09:00:00Z", "Sunday 23rd November", "Only 8 spots left this week"],
    ["Saturday", "2025-10-04T18:00:00Z", "Sunday 5th October", "Only 3 spots left this week"],
    ["Sunday", "2025-11-23T08:00:00Z", "Sunday 23rd November", "Only 1 spot left this week"],
    // 23:30 UTC on a summer Saturday is already Sunday in London.
    ["late Saturday UTC", "2026-06-13T23:30:00Z", "Sunday 14th June", "Only 1 spot left this week"],
  ])("on a %s shows the right deadline and spots", (_when, now, date, spots) => {
    vi.setSystemTime(new Date(now));
    render(<UrgencyBanner />);

    expect(screen.getByText(`Last Chance Ends ${date}`)).toBeInTheDocument();
    expect(screen.getByText(spots)).toBeInTheDocument();
  });

  it("moves to next week's date when the clock passes Sunday night", () => {
    vi.setSystemTime(new Date("2025-11-23T23:59:58Z"));
    render(<UrgencyBanner />);
    expect(screen.getByText("Last Chance Ends Sunday 23rd November")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(screen.getByText("Last Chance Ends Sunday 30th November")).toBeInTheDocument();
    expect(screen.getByText("Only 1 spot left this week")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(screen.getByText("Only 8 spots left this week")).toBeInTheDocument();
  });

  it("stays stuck to the top of the page above the content", () => {
    render(<UrgencyBanner />);

    expect(screen.getByRole("complementary", { name: "Offer deadline" })).toHaveClass(
      "sticky",
      "top-0",
      "z-30",
    );
  });
});
