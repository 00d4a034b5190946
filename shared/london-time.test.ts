import { describe, expect, it } from "vitest";
import { londonParts } from "./london-time";

/** London's wall clock and its summer time; the offer's week and deadline: london-time-deadlines.test.ts. */
const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

describe("londonParts", () => {
  it("reads the London wall clock in winter (GMT = UTC)", () => {
    expect(londonParts(at("2025-11-19T12:34:56Z"))).toEqual({
      year: 2025,
      month: 11,
      day: 19,
      weekday: 3,
      hour: 12,
      minute: 34,
      second: 56,
    });
  });

  it("reads the London wall clock in summer (BST = UTC+1), across midnight and a year end", () => {
    expect(londonParts(at("2026-06-13T23:30:00Z"))).toEqual({
      year: 2026,
      month: 6,
      day: 14,
      weekday: 0,
      hour: 0,
      minute: 30,
      second: 0,
    });
    expect(londonParts(at("2025-12-31T23:59:59Z"))).toMatchObject({
      year: 2025,
      month: 12,
      day: 31,
      weekday: 3,
      hour: 23,
    });
  });

  it("writes midnight as hour 0, never 24", () => {
    expect(londonParts(at("2026-01-05T00:00:00Z"))).toMatchObject({ day: 5, weekday: 1, hour: 0 });
  });

  it("gives every weekday from Sunday (0) to Saturday (6)", () => {
    // 16 to 22 November 2025 run Sunday to Saturday.
    const weekdays = [16, 17, 18, 19, 20, 21, 22].map(
      (day) => londonParts(at(`2025-11-${day}T12:00:00Z`)).weekday,
    );
    expect(weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe("the UK summer-time rule", () => {
  const zoneData = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const fromZoneData = (date: Date) => {
    const parts = zoneData.formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value);
    const [year, month, day] = [part("year"), part("month"), part("day")];
    return {
      year,
      month,
      day,
      weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
      hour: part("hour") % 24,
      minute: part("minute"),
      second: part("second"),
    };
  };

  it("gives the wall clock Intl's Europe/London zone data gives, 1996–2099", () => {
    const DAY_MS = 24 * HOUR_MS;
    const instants: number[] = [];
    for (let day = Date.UTC(1996, 0, 1); day < Date.UTC(2100, 0, 1); day += DAY_MS) {
      instants.push(day + 12 * HOUR_MS);
      // Either side of 01:00 UTC, when the clocks change, on every day of March and October.
      const month = new Date(day).getUTCMonth();
      if (month === 2 || month === 9) instants.push(day + HOUR_MS - 1_000, day + HOUR_MS);
    }
    const mismatches = instants
      .map((t) => new Date(t))
      .filter((date) => JSON.stringify(londonParts(date)) !== JSON.stringify(fromZoneData(date)))
      .map((date) => date.toISOString());
    expect(instants.length).toBeGreaterThan(44_000);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("changes at 01:00 UTC to the second, both ways", () => {
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    for (const change of ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z", "2031-03-30T01:00:00Z"]) {
      for (const offset of [-1_000, 0, 1_000]) {
        const date = new Date(at(change).getTime() + offset);
        expect(londonParts(date), date.toISOString()).toEqual(fromZoneData(date));
      }
    }
  });
});
