import { describe, expect, it } from "vitest";
import { normaliseUkMobile } from "./uk-phone";

describe("normaliseUkMobile", () => {
  it.each([
    ["07123456789", "+447123456789"],
    ["+447123456789", "+447123456789"],
    ["07123 456789", "+447123456789"],
    ["+44 7123 456789", "+447123456789"],
    ["07123-456-789", "+447123456789"],
    ["  07123 456 789  ", "+447123456789"],
    ["+44 7123-456 789", "+447123456789"],
    ["07123--456789", "+447123456789"],
    ["0 7123456789", "+447123456789"],
    ["0 7 1 2 3 4 5 6 7 8 9", "+447123456789"],
    ["07123 - 456 - 789", "+447123456789"],
    ["07123\u00a0456789", "+447123456789"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normaliseUkMobile(input)).toBe(expected);
  });

  it.each([
    ["0712345678", "too short"],
    ["071234567890", "too long"],
    ["02079460958", "London landline"],
    ["01632960123", "geographic landline"],
    ["08001234567", "08 number"],
    ["+4471234567", "+44 with 8 digits after the 7"],
    ["+44712345678901", "+44 with 10 digits after the 7"],
    ["+442079460958", "+44 landline"],
    ["447123456789", "missing plus"],
    ["07123 45678a", "letters"],
    ["", "empty"],
    ["07123 456789 ext 2", "trailing words"],
    ["(07123) 456789", "brackets"],
    ["+ 447123456789", "a space after the plus"],
    ["-07123456789", "a leading dash"],
    ["07123456789-", "a trailing dash"],
    ["07123 456789 -", "a dash after the last digit"],
  ])("rejects %j (%s)", (input) => {
    expect(normaliseUkMobile(input)).toBeNull();
  });
});

describe("the typed pattern", () => {
  // The rule as first written (spaces and dashes between digits dropped, then +447 or 07 and nine
  // digits): the one pattern the schema and the browser check must accept exactly what it did.
  const compactRule = (input: string) =>
    /^(?:\+447|07)\d{9}$/.test(input.trim().replace(/(?<=\d)[\s-]+(?=\d)/g, ""));

  it("accepts exactly what the compact rule accepted, over thousands of mixed inputs", () => {
    const alphabet = ["0", "7", "1", "4", "9", " ", "-", "+", "\u00a0", "\t", "a", "("];
    // A number's start first, or random strings would seldom come near one.
    const PREFIXES = ["", "07", "0 7", "+447", "+44 7", " +4-4-7", "+ 44"];
    let seed = 19;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 20_000; i += 1) {
      const length = 1 + (next() % 18);
      const prefix = PREFIXES[next() % PREFIXES.length] ?? "";
      const input =
        prefix + Array.from({ length }, () => alphabet[next() % alphabet.length]).join("");
      expect(normaliseUkMobile(input) !== null, JSON.stringify(input)).toBe(compactRule(input));
    }
    // Then nine digits with separators (or a stray letter) after each.
    const SEPARATORS = ["", "", "", " ", "-", " - ", "\u00a0", "a", "+"];
    let accepted = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const digits = Array.from({ length: 9 }, () => String(next() % 10));
      const input = `${PREFIXES[next() % PREFIXES.length]}${digits.map((d) => d + (SEPARATORS[next() % SEPARATORS.length] ?? "")).join("")}`;
      if (compactRule(input)) accepted += 1;
      expect(normaliseUkMobile(input) !== null, JSON.stringify(input)).toBe(compactRule(input));
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
