import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it.each([
    "jo@example.com",
    "o'brien@example.co.uk",
    "jo+leads@mail.example.co.uk",
    "jo.bloggs@sub.example.co.uk",
    "first_last-2@example-mail.org",
    "JO.BLOGGS@EXAMPLE.COM",
    "1234@567.co.uk",
    "zoë@example.com",
    "søren@bücher.dk",
    "李小龍@例子.中国",
    "user@xn--bcher-kva.ch",
    "a&b=c@example.com",
    "  jo@example.com  ",
  ])("accepts %s", (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    ["a@b", "no dot in the domain"],
    ["a@@b.com", "two at-signs"],
    ["a@b..com", "an empty domain label"],
    ["a@.b.com", "an empty first label"],
    ["a@b.com.", "an empty last label"],
    ["@example.com", "no local part"],
    ["jo@", "no domain"],
    ["no at sign.com", "no at-sign"],
    ["jo @example.com", "a space"],
    ["jo@example.com?bcc=attacker%40evil.example&subject=Hi", "mailto parameters"],
    ["jo@example.com?bcc=x@evil.example", "a second address as a parameter"],
    ["jo@example.com#fragment", "a fragment"],
    ["jo%40evil.example@example.com", "a percent-escape"],
    ["<jo@example.com>", "angle brackets"],
    ['"jo"@example.com', "a quoted local part"],
    ["jo\\@example.com", "a backslash"],
    ["jo@example.com,eve@evil.example", "a comma-separated list"],
    ["jo@example.com;eve@evil.example", "a semicolon-separated list"],
    ["jo(comment)@example.com", "a comment"],
    ["jo@[192.0.2.1]", "an address literal"],
    ["mailto:jo@example.com", "a colon"],
    ["jo@example.com\r\nBcc: eve@evil.example", "a header injection"],
    ["jo\u0000@example.com", "NUL"],
    ["jo\u0085@example.com", "a C1 control"],
    ["jo@exa\tmple.com", "a tab"],
  ])("refuses %s (%s)", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});
