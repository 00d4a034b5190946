import { describe, expect, it } from "vitest";
import { SPOTS_LEFT_BY_WEEKDAY, spotsLeft } from "./spots-left";

describe("spotsLeft", () => {
  it.each([
    ["Sunday", "2025-11-23T12:00:00Z", 1],
    ["Monday", "2025-11-17T12:00:00Z", 8],
    ["Tuesday", "2025-11-18T12:00:00Z", 6],
    ["Wednesday", "2025-11-19T12:00:00Z", 5],
    ["Thursday", "2025-11-20T12:00:00Z", 4],
    ["Friday", "2025-11-21T12:00:00Z", 4],
    ["Saturday", "2025-11-22T12:00:00Z", 3],
  ])("gives the business's figure on a %s", (_weekday, now, expected) => {
    expect(spotsLeft(new Date(now))).toBe(expected);
  });

  it("follows the London weekday, not the UTC one", () => {
    // 23:30 UTC on Saturday 13 June 2026 is 00:30 BST on Sunday in London.
    expect(spotsLeft(new Date("2026-06-13T23:30:00Z"))).toBe(1);
    // In winter London is on UTC, so the same UTC time is still Saturday.
    expect(spotsLeft(new Date("2025-11-22T23:30:00Z"))).toBe(3);
    // 23:30 UTC on Sunday in BST is already Monday in London: a fresh week.
    expect(spotsLeft(new Date("2026-06-14T23:30:00Z"))).toBe(8);
  });

  it("has one figure per weekday, Sunday first", () => {
    expect(SPOTS_LEFT_BY_WEEKDAY).toEqual([1, 8, 6, 5, 4, 4, 3]);
  });
});
