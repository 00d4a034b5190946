import { describe, expect, it } from "vitest";
import { countdownTo, endOfComingSunday, formatDeadline, startOfOfferWeek } from "./london-time";

/** The offer's week and deadline in London time; the wall clock itself is london-time.test.ts. */
const at = (iso: string) => new Date(iso);

describe("endOfComingSunday", () => {
  it.each([
    ["a winter Wednesday", "2025-11-19T12:00:00Z", "2025-11-23T23:59:59.000Z"],
    ["a winter Monday just after midnight", "2025-11-17T00:00:00Z", "2025-11-23T23:59:59.000Z"],
    ["a summer Wednesday", "2026-06-10T12:00:00Z", "2026-06-14T22:59:59.000Z"],
    [
      "a Saturday night that is already Sunday in London",
      "2026-06-13T23:30:00Z",
      "2026-06-14T22:59:59.000Z",
    ],
    ["a Sunday morning in winter", "2025-11-23T09:00:00Z", "2025-11-23T23:59:59.000Z"],
    ["a Sunday in its last minute", "2025-11-23T23:59:58Z", "2025-11-23T23:59:59.000Z"],
  ])("ends on the coming Sunday at 23:59:59 London time from %s", (_when, now, end) => {
    expect(endOfComingSunday(at(now)).toISOString()).toBe(end);
  });

  it("moves on to the next Sunday once the final second has begun", () => {
    expect(endOfComingSunday(at("2025-11-23T23:59:59.000Z")).toISOString()).toBe(
      "2025-11-30T23:59:59.000Z",
    );
    expect(endOfComingSunday(at("2025-11-23T23:59:59.500Z")).toISOString()).toBe(
      "2025-11-30T23:59:59.000Z",
    );
    // Monday 00:00 BST is still Sunday 23:00 in UTC.
    expect(endOfComingSunday(at("2026-06-14T23:00:00Z")).toISOString()).toBe(
      "2026-06-21T22:59:59.000Z",
    );
  });

  describe("when the clocks go forward (Sunday 29 March 2026, 01:00 GMT -> 02:00 BST)", () => {
    it.each([
      ["the Wednesday before, still in GMT", "2026-03-25T12:00:00Z"],
      ["the Saturday before, late evening", "2026-03-28T23:30:00Z"],
      ["the Sunday itself before the change", "2026-03-29T00:30:00Z"],
      ["the Sunday itself after the change", "2026-03-29T12:00:00Z"],
    ])("ends at 23:59:59 BST from %s", (_when, now) => {
      expect(endOfComingSunday(at(now)).toISOString()).toBe("2026-03-29T22:59:59.000Z");
    });

    it("then runs a week of BST to the next Sunday", () => {
      expect(endOfComingSunday(at("2026-03-29T23:00:00Z")).toISOString()).toBe(
        "2026-04-05T22:59:59.000Z",
      );
    });
  });

  describe("when the clocks go back (Sunday 25 October 2026, 02:00 BST -> 01:00 GMT)", () => {
    it.each([
      ["the Wednesday before, still in BST", "2026-10-21T12:00:00Z"],
      ["the Saturday before, after UTC midnight", "2026-10-24T23:30:00Z"],
      ["the Sunday itself before the change", "2026-10-25T00:30:00Z"],
      ["the Sunday itself after the change", "2026-10-25T12:00:00Z"],
    ])("ends at 23:59:59 GMT from %s", (_when, now) => {
      expect(endOfComingSunday(at(now)).toISOString()).toBe("2026-10-25T23:59:59.000Z");
    });

    it("then runs a week of GMT to the next Sunday", () => {
      expect(endOfComingSunday(at("2026-10-26T00:00:00Z")).toISOString()).toBe(
        "2026-11-01T23:59:59.000Z",
      );
    });
  });
});

describe("countdownTo", () => {
  const deadline = at("2025-11-23T23:59:59Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownTo(deadline, at("2025-11-19T12:00:00Z"))).toEqual({
      days: 4,
      hours: 11,
      minutes: 59,
      seconds: 59,
    });
    expect(countdownTo(deadline, at("2025-11-23T22:58:00Z"))).toEqual({
      days: 0,
      hours: 1,
      minutes: 1,
      seconds: 59,
    });
  });

  it("counts whole seconds only, reaching zero at the deadline and not before", () => {
    expect(countdownTo(deadline, at("2025-11-23T23:59:58.001Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownTo(deadline, at("2025-11-23T23:59:57.999Z")).seconds).toBe(1);
  });

  it("never goes negative once the deadline has passed", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownTo(deadline, deadline)).toEqual(zero);
    expect(countdownTo(deadline, at("2025-12-25T09:00:00Z"))).toEqual(zero);
  });

  it("spans a clock change in real elapsed time", () => {
    // From Saturday noon GMT to Sunday 23:59:59 BST is one day, 10:59:59 of real time.
    expect(countdownTo(at("2026-03-29T22:59:59Z"), at("2026-03-28T12:00:00Z"))).toEqual({
      days: 1,
      hours: 10,
      minutes: 59,
      seconds: 59,
    });
  });
});

describe("formatDeadline", () => {
  it("writes the London weekday, ordinal day and month", () => {
    expect(formatDeadline(at("2025-11-23T23:59:59Z"))).toBe("Sunday 23rd November");
    expect(formatDeadline(endOfComingSunday(at("2025-10-01T09:00:00Z")))).toBe(
      "Sunday 5th October",
    );
  });

  it("uses the London date, not the UTC one", () => {
    expect(formatDeadline(at("2026-03-29T22:59:59Z"))).toBe("Sunday 29th March");
    expect(formatDeadline(at("2026-05-31T23:30:00Z"))).toBe("Monday 1st June");
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
  ])("gives day %i the suffix in %s", (day, expected) => {
    const [, ordinal, month] = formatDeadline(new Date(Date.UTC(2026, 0, day, 12))).split(" ");
    expect(ordinal).toBe(expected);
    expect(month).toBe("January");
  });
});

describe("startOfOfferWeek", () => {
  it("is Monday 00:00 London time, in winter and in summer", () => {
    expect(startOfOfferWeek(at("2025-11-19T12:00:00Z")).toISOString()).toBe(
      "2025-11-17T00:00:00.000Z",
    );
    // BST: Monday 00:00 in London is Sunday 23:00 UTC.
    expect(startOfOfferWeek(at("2026-06-17T12:00:00Z")).toISOString()).toBe(
      "2026-06-14T23:00:00.000Z",
    );
  });

  it("takes Sunday night's last second as the old week and Monday's first as the new", () => {
    expect(startOfOfferWeek(at("2025-11-23T23:59:58Z")).toISOString()).toBe(
      "2025-11-17T00:00:00.000Z",
    );
    expect(startOfOfferWeek(at("2025-11-24T00:00:00Z")).toISOString()).toBe(
      "2025-11-24T00:00:00.000Z",
    );
  });

  it("holds across the clocks going forward and back within the week", () => {
    // Clocks go forward on Sunday 29 March 2026: that week began on Monday 23 March in GMT.
    expect(startOfOfferWeek(at("2026-03-29T22:00:00Z")).toISOString()).toBe(
      "2026-03-23T00:00:00.000Z",
    );
    // Back on Sunday 25 October 2026: that week began on Monday 19 October in BST.
    expect(startOfOfferWeek(at("2026-10-25T12:00:00Z")).toISOString()).toBe(
      "2026-10-18T23:00:00.000Z",
    );
  });
});
