import { describe, expect, it } from "vitest";
import { launchChecks } from "./checks";
import { formatReport } from "./report";
import { READY, SHIPPED } from "./test-inputs";

describe("formatReport", () => {
  it("is ready only when nothing failed; a note does not count", () => {
    const ready = formatReport(launchChecks(READY));
    expect(ready.ready).toBe(true);
    expect(ready.text).toMatch(/✔ All 23 items resolved: ready to go live\.$/);

    const shipped = formatReport(launchChecks(SHIPPED));
    expect(shipped.ready).toBe(false);
    expect(shipped.text).toMatch(/✘ 21 of 21 items unresolved; 1 note to read: not ready/);
  });

  it("keeps every line within 100 columns", () => {
    const { text } = formatReport(launchChecks(SHIPPED));
    for (const line of text.split("\n")) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});
