import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/**
 * The browser target (.browserslistrc) starts at Safari 15: lint refuses browser APIs newer than
 * that in the code browsers run, and leaves the server (Node) and the one fallback alone.
 */
describe("APIs newer than the browser target", { timeout: 60_000 }, () => {
  it.each([
    [
      "app/lib/x.ts",
      "export const signal = AbortSignal.timeout(1000);",
      "no-restricted-properties",
    ],
    ["app/features/x/y.tsx", "export const last = [1, 2].at(-1);", "no-restricted-properties"],
    ["lead-forms/x.ts", "export const own = Object.hasOwn({}, 'a');", "no-restricted-properties"],
    ["app/lib/x.ts", "export const sorted = [2, 1].toSorted();", "no-restricted-properties"],
    ["app/lib/x.ts", "export const copy = structuredClone({ a: 1 });", "no-restricted-globals"],
  ])("refuses them in %s: %s", async (filePath, code, rule) => {
    expect(await ruleIdsFor(filePath, code)).toContain(rule);
  });

  it.each([
    ["server/x.ts", "export const signal = AbortSignal.timeout(1000);"],
    ["app/lib/timeout-signal.ts", "export const signal = AbortSignal.timeout(1000);"],
    ["app/lib/x.ts", "export const last = [1, 2].slice(-1)[0];"],
  ])("allows %s: %s", async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toEqual([]);
  });
});
