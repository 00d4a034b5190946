import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/** Sections hold no copy of their own while lint refuses it (eslint.config.js, sectionCopyRules). */
describe("section copy", { timeout: 60_000 }, () => {
  it.each([
    ["words between tags", 'export const Title = () => <p className="x">AI Dashboard</p>;'],
    [
      "a label for assistive technology",
      'export const Close = () => <button aria-label="Close" />;',
    ],
  ])("refuses %s written into a section", async (_what, code) => {
    const ids = await ruleIdsFor("app/components/sections/x.tsx", `${code}\n`);
    expect(ids).toContain("no-restricted-syntax");
  });

  it("allows words that come in as props", async () => {
    const ids = await ruleIdsFor(
      "app/components/sections/x.tsx",
      "export const Title = ({ title }: { title: string }) => <p aria-label={title}>{title}</p>;\n",
    );
    expect(ids).toEqual([]);
  });
});
