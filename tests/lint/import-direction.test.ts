// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/**
 * The layers of app/ hold only while lint enforces them: these imports break the direction on
 * purpose, and lint must refuse each one. Files are linted as text at a path that does not exist,
 * with the project's own eslint.config.js.
 */
describe("import direction", { timeout: 60_000 }, () => {
  it.each([
    ["app/config/x.ts", 'import { formatPounds } from "~/content/gas-audit-offer";'],
    ["app/lib/x.ts", 'import { homePage } from "~/content/home";'],
    ["app/content/x.ts", 'import { agentCards } from "~/site-map/agent-cards";'],
    ["app/site-map/x.ts", 'import { Button } from "~/components/ui/button";'],
    [
      "app/components/ui/x.ts",
      'import { ContactForm } from "~/features/contact-form/contact-form";',
    ],
    ["app/features/countdown/x.ts", 'import { meta } from "~/routes/contact";'],
  ])("refuses an upward import in %s", async (filePath, code) => {
    const name = /\{ (\w+) \}/.exec(code)?.[1];
    const ids = await ruleIdsFor(filePath, `${code}\nexport const imported = [${name}];\n`);
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("allows a downward import", async () => {
    const ids = await ruleIdsFor(
      "app/site-map/x.ts",
      'import { site } from "~/config/site";\nexport const brand = site.brand;\n',
    );
    expect(ids).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // page-paths imports the catalogues; a catalogue importing page-paths back closes a loop.
    const ids = await ruleIdsFor(
      "app/site-map/service-catalogue.ts",
      'import { servicePath } from "./page-paths";\nexport const first = servicePath("x");\n',
    );
    expect(ids).toContain("import-x/no-cycle");
  });

  it.each([
    ["lead-forms/x.ts", 'import { site } from "../app/config/site";'],
    ["lead-forms/x.ts", 'import { HOOK_NAMES } from "../server/config";'],
    [
      "server/leads/x.ts",
      'import { ContactForm } from "../../app/features/contact-form/contact-form";',
    ],
  ])("refuses a lead-forms boundary crossing in %s: %s", async (filePath, code) => {
    const name = /\{ (\w+) \}/.exec(code)?.[1];
    const ids = await ruleIdsFor(filePath, `${code}\nexport const imported = [${name}];\n`);
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("lets app/ and server/ import the lead form definitions", async () => {
    for (const [filePath, code] of [
      ["app/lib/x.ts", 'import { contactForm } from "../../lead-forms/contact";'],
      ["server/leads/x.ts", 'import { contactForm } from "../../lead-forms/contact";'],
    ] as const) {
      const ids = await ruleIdsFor(filePath, `${code}\nexport const form = contactForm;\n`);
      expect(ids).toEqual([]);
    }
  });

  it("refuses one feature importing another", async () => {
    const ids = await ruleIdsFor(
      "app/features/countdown/x.ts",
      'import { ContactForm } from "~/features/contact-form/contact-form";\nexport const form = ContactForm;\n',
    );
    expect(ids).toContain("no-restricted-imports");
  });
});
