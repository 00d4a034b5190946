// @vitest-environment node
import { describe, expect, it } from "vitest";
import { launchChecks } from "./checks";
import { countExamples } from "./read-inputs";
import { formatReport } from "./report";
import { READY, SHIPPED } from "./test-inputs";

describe("formatReport", () => {
  it("is ready only when nothing failed; a note does not count", () => {
    const ready = formatReport(launchChecks(READY));
    expect(ready.ready).toBe(true);
    expect(ready.text).toMatch(/✔ All 19 items resolved: ready to go live\.$/);

    const shipped = formatReport(launchChecks(SHIPPED));
    expect(shipped.ready).toBe(false);
    expect(shipped.text).toMatch(/✘ 17 of 17 items unresolved; 1 note to read: not ready/);
  });

  it("keeps every line within 100 columns", () => {
    const { text } = formatReport(launchChecks(SHIPPED));
    for (const line of text.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});

describe("countExamples", () => {
  it("counts every object with an example flag, however deep, and how many are true", () => {
    const page = {
      cases: { results: [{ example: true }, { example: false }, { example: true }] },
      other: [{ title: "no flag" }],
    };
    expect(countExamples({ page, list: [{ example: true }] })).toEqual({ flagged: 4, examples: 3 });
    expect(countExamples({ nothing: 1 })).toEqual({ flagged: 0, examples: 0 });
  });
});
