import { describe, expect, it } from "vitest";
import { ruleIdsFor } from "./lint-text";

/** The import and a use of the one name it brings, so that only the import can be refused. */
function usingItsImport(code: string): string {
  const name = /\{ (\w+) \}/.exec(code)?.[1];
  return `${code}\nexport const imported = [${name}];\n`;
}

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
    const ids = await ruleIdsFor(filePath, usingItsImport(code));
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
    ["shared/x.ts", 'import { site } from "../app/config/site";'],
    ["shared/x.ts", 'import { HOOK_NAMES } from "../server/config";'],
    ["shared/x.ts", 'import { contactForm } from "../lead-forms/contact";'],
  ])("keeps the code both sides run apart from either, in %s: %s", async (filePath, code) => {
    const ids = await ruleIdsFor(filePath, usingItsImport(code));
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it.each([
    [
      "server/leads/x.ts",
      'import { ContactForm } from "../../app/features/contact-form/contact-form";',
    ],
    ["server/leads/x.ts", 'import { homePage } from "../../app/content/home";'],
    ["server/x.ts", 'import { env } from "../app/config/env";'],
    ["server/leads/x.test.ts", 'import { Island } from "../../app/islands/island";'],
  ])(
    "refuses the server anything of app/ but the business facts, in %s: %s",
    async (filePath, code) => {
      const ids = await ruleIdsFor(filePath, usingItsImport(code));
      expect(ids).toContain("import-x/no-restricted-paths");
    },
  );

  it.each([
    ["app/lib/x.ts", 'import { HOOK_NAMES } from "../../server/delivery-channels";'],
    [
      "app/features/contact-form/x.test.ts",
      'import { pageWithFeedback } from "../../../server/leads/form-page-html";',
    ],
  ])("refuses the pages anything of the server, in %s: %s", async (filePath, code) => {
    const ids = await ruleIdsFor(filePath, usingItsImport(code));
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("lets app/ and server/ import the shared code, and the server the business facts", async () => {
    for (const [filePath, code] of [
      ["app/lib/x.ts", 'import { contactForm } from "../../lead-forms/contact";'],
      ["server/leads/x.ts", 'import { contactForm } from "../../lead-forms/contact";'],
      ["app/lib/x.ts", 'import { londonParts } from "../../shared/london-time";'],
      ["server/leads/x.ts", 'import { londonParts } from "../../shared/london-time";'],
      ["server/x.ts", 'import { site } from "../app/config/site";'],
    ] as const) {
      const ids = await ruleIdsFor(filePath, usingItsImport(code));
      expect(ids).toEqual([]);
    }
  });

  it.each([
    ["server/store/x.ts", 'import { leadForms } from "../leads/lead-forms";'],
    ["server/admin/x.ts", 'import { createHealthRoute } from "../health";'],
    ["server/payments/x.ts", 'import { startRuntime } from "../runtime";'],
    ["server/jobs/x.ts", 'import { createApp } from "../app";'],
  ])("refuses the server an import back up its layers, in %s: %s", async (filePath, code) => {
    const ids = await ruleIdsFor(filePath, usingItsImport(code));
    expect(ids).toContain("import-x/no-restricted-paths");
  });

  it("lets a resource import the store and a sibling, and a test put layers together", async () => {
    for (const [filePath, code] of [
      ["server/leads/x.ts", 'import { lockKey } from "../store/sql";'],
      ["server/admin/x.ts", 'import { leadForms } from "../leads/lead-forms";'],
      ["server/store/x.test.ts", 'import { startRetention } from "../jobs/retention";'],
    ] as const) {
      const ids = await ruleIdsFor(filePath, usingItsImport(code));
      expect(ids).toEqual([]);
    }
  });

  it.each([
    ["lead-forms/x.ts", 'import { useState } from "react";', "no-restricted-imports"],
    ["shared/x.ts", 'import { renderToString } from "react-dom/server";', "no-restricted-imports"],
    ["lead-forms/x.ts", 'import { readFileSync } from "node:fs";', "import-x/no-nodejs-modules"],
    ["shared/x.ts", 'import { join } from "path";', "import-x/no-nodejs-modules"],
  ])("keeps React and Node out of %s: %s", async (filePath, code, rule) => {
    const ids = await ruleIdsFor(filePath, usingItsImport(code));
    expect(ids).toContain(rule);
  });

  it("refuses one feature importing another", async () => {
    const ids = await ruleIdsFor(
      "app/features/countdown/x.ts",
      'import { ContactForm } from "~/features/contact-form/contact-form";\nexport const form = ContactForm;\n',
    );
    expect(ids).toContain("no-restricted-imports");
  });
});
