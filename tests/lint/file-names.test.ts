import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/**
 * Every file name is kebab-case, dots between its parts, and names one source file of its tree
 * (app/, server/, lead-forms/, shared/, scripts/, tests/); lint refuses any other.
 */
describe("file names", { timeout: 60_000 }, () => {
  it.each(["app/lib/FormDraft.ts", "app/lib/form_draft.ts", "server/leads/leadApi.test.ts"])(
    "refuses %s",
    async (filePath) => {
      const ids = await ruleIdsFor(filePath, "export const value = 1;\n");
      expect(ids).toContain("local/kebab-case-file-names");
    },
  );

  it.each(["app/lib/form-draft.ts", "app/entry.client.tsx", "lead-forms/uk-phone.test.ts"])(
    "allows %s",
    async (filePath) => {
      const ids = await ruleIdsFor(filePath, "export const value = 1;\n");
      expect(ids).toEqual([]);
    },
  );

  // Each a name another source file of its tree already has: server/store/lead-store.ts,
  // app/lib/post-lead.ts, tests/support/lead-contract.ts.
  it.each([
    "server/leads/lead-store.ts",
    "app/features/post-lead.ts",
    "tests/e2e/lead-contract.ts",
  ])("refuses %s, a second file of that name in its tree", async (filePath) => {
    const ids = await ruleIdsFor(filePath, "export const value = 1;\n");
    expect(ids).toContain("local/one-file-per-name");
  });

  it.each(["server/leads/leads.test.ts", "shared/lead-store.ts", "scripts/lib/post-lead.ts"])(
    "allows %s: a test, or a name taken only in another tree",
    async (filePath) => {
      const ids = await ruleIdsFor(filePath, "export const value = 1;\n");
      expect(ids).toEqual([]);
    },
  );
});
