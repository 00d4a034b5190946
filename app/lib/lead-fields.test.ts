import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { emailAddress, isPlainText, optionalText, requiredText, ukMobile } from "./lead-fields";

const UNACCEPTABLE = "unacceptable";
const max = { length: 300, message: "too long" };
const RULES = {
  "required text": requiredText(UNACCEPTABLE, "required", max),
  "optional text": optionalText(UNACCEPTABLE, max),
  email: emailAddress(UNACCEPTABLE, "required", "invalid"),
  phone: ukMobile(UNACCEPTABLE),
};
/** A value each rule accepts, with a place for a character in the middle of it. */
const AROUND: Record<keyof typeof RULES, (character: string) => string> = {
  "required text": (character) => `Siân${character} Jones`,
  "optional text": (character) => `Jones${character} & Daughters`,
  email: (character) => `sian${character}@example.com`,
  phone: (character) => `07700 ${character}900123`,
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
