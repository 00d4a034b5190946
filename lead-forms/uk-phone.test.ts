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
  ])("rejects %j (%s)", (input) => {
    expect(normaliseUkMobile(input)).toBeNull();
  });
});
