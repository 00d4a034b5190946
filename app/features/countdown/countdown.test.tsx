import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTDOWN_PLACEHOLDER, Countdown } from "./countdown";
import { startOfferClock } from "./offer-clock";
import { UrgencyBanner } from "./urgency-banner";

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

const stops: (() => void)[] = [];

/**
 * What the browser gets: the build's HTML, made at build time, in the document; then the clock's
 * island started on it at the visit's time, as the island loader does.
 */
function prerenderAndStart(ui: ReactNode) {
  const visitTime = new Date();
  vi.setSystemTime(BUILD_TIME);
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  vi.setSystemTime(visitTime);
  document.body.append(container);
  const buildHtml = container.innerHTML;
  for (const island of container.querySelectorAll<HTMLElement>('[data-island="countdown"]')) {
    stops.push(startOfferClock(island));
  }
  return { container, buildHtml };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(WINTER_WEDNESDAY_NOON);
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.useRealTimers();
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

  it("is an island of its own that the loader starts on load", () => {
    const { container } = prerenderAndStart(<Countdown />);
    const island = container.querySelector('[data-island="countdown"]');

    expect(island).toHaveAttribute("data-island-load", "load");
    expect(island?.querySelector('[role="timer"]')).not.toBeNull();
  });

  it("shows the time left as soon as its island mounts", async () => {
    // A module of its own, so its shared timer does not outlive this test.
    vi.resetModules();
    const { mount } = await import("./countdown-island");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Countdown />);
    document.body.append(container);
    const island = container.querySelector<HTMLElement>("[data-island]");
    if (!island) throw new Error("no island");

    mount(island, {}, "countdown");
    expect(timerValues(container)).toEqual(["04", "11", "59", "59"]);
    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues(container)).toEqual(["04", "11", "59", "58"]);
    vi.clearAllTimers();
    vi.resetModules();
  });

  it("is an accessible timer that does not announce every tick", () => {
    render(<Countdown />);

    const timer = screen.getByRole("timer", { name: "Time left until the offer ends" });
    expect(timer).toHaveAttribute("aria-live", "off");
    expect(timer.closest("[aria-live]:not([aria-live='off'])")).toBeNull();
    for (const label of ["Days", "Hours", "Minutes", "Seconds"]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
  });

  it("ticks down every second", () => {
    prerenderAndStart(<Countdown />);
    expect(timerValues()).toEqual(["04", "11", "59", "59"]);

    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues()).toEqual(["04", "11", "59", "58"]);

    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues()).toEqual(["04", "11", "59", "57"]);

    vi.advanceTimersByTime(MINUTE_MS - 2 * TICK_MS);
    expect(timerValues()).toEqual(["04", "11", "58", "59"]);
  });

  it("counts to the end of Sunday in BST during the summer", () => {
    // Saturday 13 June 2026, 23:30 UTC, is already Sunday 00:30 in London.
    vi.setSystemTime(new Date("2026-06-13T23:30:00Z"));
    prerenderAndStart(<Countdown />);

    expect(timerValues()).toEqual(["00", "23", "29", "59"]);
  });

  it("starts the next week's countdown once Sunday night's deadline passes", () => {
    vi.setSystemTime(new Date("2025-11-23T23:59:57Z"));
    prerenderAndStart(<Countdown tone="dark" size="compact" />);
    expect(timerValues()).toEqual(["00", "00", "00", "02"]);

    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues()).toEqual(["00", "00", "00", "01"]);

    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues()).toEqual(["07", "00", "00", "00"]);
  });

  it("names every unit for screen readers in the compact size too", () => {
    prerenderAndStart(<Countdown size="compact" />);

    expect(screen.getByRole("timer")).toHaveTextContent("04d Days11h Hours59m Minutes59s Seconds");
  });

  it("ticks every clock on the page with one timer, and stops it when the last one stops", () => {
    prerenderAndStart(
      <>
        <UrgencyBanner />
        <Countdown />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TICK_MS);
    expect(timerValues()).toEqual([...Array(2).fill(["04", "11", "59", "58"])].flat());

    for (const stop of stops.splice(0)) stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("UrgencyBanner", () => {
  it("prerenders the offer without a date or a spot count", () => {
    const { buildHtml } = prerenderAndStart(<UrgencyBanner />);
    const frame = document.createElement("div");
    frame.innerHTML = buildHtml;

    expect(frame).toHaveTextContent("Last Chance Ends Sunday");
    expect(frame).not.toHaveTextContent(/Sunday \d/);
    expect(frame).toHaveTextContent("Limited spots left this week");
    expect(frame).not.toHaveTextContent(/Only \d/);
    expect(timerValues(frame)).toEqual(Array(4).fill(COUNTDOWN_PLACEHOLDER));
  });

  it("fills in the London date and this weekday's spots once its island runs", () => {
    const { container } = prerenderAndStart(<UrgencyBanner />);

    expect(container).toHaveTextContent("Last Chance Ends Sunday 23rd November");
    expect(container).toHaveTextContent("Only 5 spots left this week");
    expect(timerValues(container)).toEqual(["04", "11", "59", "59"]);
  });

  it.each([
    ["Monday", "2025-11-17T09:00:00Z", "Sunday 23rd November", "Only 8 spots left this week"],
    ["Tuesday", "2025-11-18T09:00:00Z", "Sunday 23rd November", "Only 6 spots left this week"],
    ["Thursday", "2025-11-20T09:00:00Z", "Sunday 23rd November", "Only 4 spots left this week"],
    ["Friday", "2025-11-21T09:00:00Z", "Sunday 23rd November", "Only 4 spots left this week"],
    ["Saturday", "2025-10-04T18:00:00Z", "Sunday 5th October", "Only 3 spots left this week"],
    ["Sunday", "2025-11-23T08:00:00Z", "Sunday 23rd November", "Only 1 spot left this week"],
    // 23:30 UTC on a summer Saturday is already Sunday in London.
    ["late Saturday UTC", "2026-06-13T23:30:00Z", "Sunday 14th June", "Only 1 spot left this week"],
  ])("on a %s shows the right deadline and spots", (_when, now, date, spots) => {
    vi.setSystemTime(new Date(now));
    prerenderAndStart(<UrgencyBanner />);

    expect(screen.getByText(`Last Chance Ends ${date}`)).toBeInTheDocument();
    expect(screen.getByText(spots)).toBeInTheDocument();
  });

  it("moves to next week's date when the clock passes Sunday night", () => {
    vi.setSystemTime(new Date("2025-11-23T23:59:58Z"));
    prerenderAndStart(<UrgencyBanner />);
    expect(screen.getByText("Last Chance Ends Sunday 23rd November")).toBeInTheDocument();

    vi.advanceTimersByTime(TICK_MS);
    expect(screen.getByText("Last Chance Ends Sunday 30th November")).toBeInTheDocument();
    expect(screen.getByText("Only 1 spot left this week")).toBeInTheDocument();

    vi.advanceTimersByTime(TICK_MS);
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
