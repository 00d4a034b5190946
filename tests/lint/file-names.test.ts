// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/** Every file name is kebab-case, dots between its parts; lint refuses any other. */
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
});
