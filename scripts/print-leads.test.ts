/** `npm run leads -- --find`: the real script, as the owner runs it, on an embedded store. */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { openEmbedded } from "../server/store/embedded-database";
import { createLeadStore } from "../server/store/lead-store";
import { copyEmbeddedTemplate } from "../tests/support/embedded-template";
import { personLead, SIAN } from "../tests/support/person-leads";
import { TEST_EMBEDDED_OPTIONS } from "../tests/support/test-databases";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OTHER = { ...SIAN, email: "someone.else@example.com", phone: "07700 900999" };
const dataDir = mkdtempSync(join(tmpdir(), "print-leads-"));
const ids: Record<string, string | undefined> = {};

beforeAll(async () => {
  copyEmbeddedTemplate(inject("embeddedTemplate"), dataDir);
  const db = await openEmbedded(dataDir, TEST_EMBEDDED_OPTIONS);
  try {
    const store = createLeadStore(db);
    ids.contact = (await store.saveLead(personLead("contact"), 0)).id;
    ids.audit = (await store.saveLead(personLead("audit"), 0)).id;
    ids.other = (await store.saveLead(personLead("audit", OTHER), 0)).id;
  } finally {
    await db.close();
  }
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function leads(...args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      join(ROOT, "node_modules/.bin/tsx"),
      ["scripts/print-leads.ts", ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

it("finds one person's leads on every form by email, whatever its case, and nobody else's", async () => {
  const { code, output } = await leads("--find", SIAN.email.toUpperCase());
  expect(code, output).toBe(0);
  expect(output).toContain("2 leads from that person in the embedded store, newest first:");
  expect(output).toContain(String(ids.contact));
  expect(output).toContain(String(ids.audit));
  expect(output).not.toContain(String(ids.other));
  expect(output).not.toContain(OTHER.email);
});

it("refuses a query that could match strangers, with exit code 2", async () => {
  const { code, output } = await leads("--find", "0770");
  expect(code).toBe(2);
  expect(output).toContain("--find takes an email address or a phone number (at least 7 digits).");
});
