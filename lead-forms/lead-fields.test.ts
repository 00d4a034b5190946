import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  emailAddress,
  isPlainText,
  isWebsite,
  optionalText,
  requiredText,
  ukMobile,
  websiteAddress,
} from "./lead-fields";

const UNACCEPTABLE = "unacceptable";
const max = { length: 300, message: "too long" };
const RULES = {
  "required text": requiredText(UNACCEPTABLE, "required", max),
  "optional text": optionalText(UNACCEPTABLE, max),
  email: emailAddress(UNACCEPTABLE, "required", "invalid"),
  phone: ukMobile(UNACCEPTABLE),
  website: websiteAddress(UNACCEPTABLE, "invalid", max),
};
/** A value each rule accepts, with a place for a character in the middle of it. */
const AROUND: Record<keyof typeof RULES, (character: string) => string> = {
  "required text": (character) => `Siân${character} Jones`,
  "optional text": (character) => `Jones${character} & Daughters`,
  email: (character) => `sian${character}@example.com`,
  phone: (character) => `07700 ${character}900123`,
  website: (character) => `heatandflow${character}.co.uk`,
};

const messagesOf = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const REFUSED = [
  ["NUL", "\u0000"],
  ["a bell", "\u0007"],
  ["a backspace", "\u0008"],
  ["a vertical tab", "\u000b"],
  ["an escape", "\u001b"],
  ["DEL", "\u007f"],
  ["a C1 control (NEL)", "\u0085"],
  ["the last C1 control", "\u009f"],
  ["a lone high surrogate", "\ud83d"],
  ["a lone low surrogate", "\udc4b"],
  ["two high surrogates", "\ud83d\ud83d"],
  ["a low surrogate before a high one", "\udc4b\ud83d"],
] as const;

describe("isPlainText", () => {
  it.each(REFUSED)("refuses %s", (_, character) => {
    expect(isPlainText(character)).toBe(false);
    expect(isPlainText(`before ${character} after`)).toBe(false);
    expect(isPlainText(`ends with ${character}`)).toBe(false);
  });

  it("takes tabs, line breaks, emoji pairs and every script", () => {
    for (const text of [
      "",
      "Line one\r\nLine two\n\ttabbed",
      "👋",
      "ends with 👋🏽",
      "👨‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 李小龍 محمد Zoë\u00a0Ångström",
      "\u00a0\u00ff\ud7ff\ue000\uffff",
    ]) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe("every field rule refuses what no lead may carry, with its own message", () => {
  for (const [kind, schema] of Object.entries(RULES)) {
    const around = AROUND[kind as keyof typeof RULES];
    it(`${kind}: accepts the plain value`, () => {
      expect(messagesOf(schema, around(""))).toEqual([]);
    });
    it.each(REFUSED)(`${kind}: refuses %s with only that message`, (_, character) => {
      expect(messagesOf(schema, around(character))).toEqual([UNACCEPTABLE]);
    });
  }
});

describe("isWebsite", () => {
  it.each([
    "heatandflow.co.uk",
    "www.heatandflow.co.uk",
    "www.heatandflow.co.uk/contact",
    "https://heatandflow.co.uk",
    "http://heatandflow.co.uk/",
    "HTTPS://Heat-and-Flow.co.uk/our-work?page=2#top",
    "https://heatandflow.co.uk:8443/a/b",
    "plomería-garcía.es",
    "xn--plomera-garca-ylb.es",
  ])("accepts %s", (value) => {
    expect(isWebsite(value)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "javascript://heatandflow.co.uk/%0Aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "ftp://heatandflow.co.uk",
    "mailto:jo@heatandflow.co.uk",
    "http://",
    "https://",
    "http:///heatandflow.co.uk",
    "//heatandflow.co.uk",
    "https://user:password@heatandflow.co.uk",
    "heatandflow",
    "localhost",
    "heatandflow.",
    ".co.uk",
    "heatandflow..co.uk",
    "heat and flow.co.uk",
    "heatandflow.co.uk/our work",
    "heatandflow.co.uk/\u0000",
    "heatandflow.co.uk/\u0085",
    "<script>.com",
  ])("refuses %s", (value) => {
    expect(isWebsite(value)).toBe(false);
  });
});

describe("websiteAddress", () => {
  const website = RULES.website;
  it("is optional: absent or empty is fine", () => {
    expect(website.parse(undefined)).toBeUndefined();
    expect(website.parse("")).toBe("");
    expect(website.parse("   ")).toBe("");
  });

  it("passes a valid address on as typed, only trimmed", () => {
    expect(website.parse(" www.heatandflow.co.uk/contact ")).toBe("www.heatandflow.co.uk/contact");
    expect(website.parse("HTTPS://heatandflow.co.uk")).toBe("HTTPS://heatandflow.co.uk");
  });

  it("explains anything else with its message", () => {
    expect(messagesOf(website, "javascript:alert(1)")).toEqual(["invalid"]);
    expect(messagesOf(website, `heatandflow.co.uk/${"x".repeat(300)}`)).toEqual(["too long"]);
  });
});
