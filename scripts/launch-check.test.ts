/**
 * `npm run launch-check` as the owner runs it: the real script on this repo's configuration, then
 * on a copy of the project with every fact, example flag and setting filled in.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { realContent } from "../app/content-model/real-content.test-helper";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** What the script reads: the config modules, the content model, the server's settings, itself. */
const PROJECT_PARTS = [
  "app",
  "lead-forms",
  "shared",
  "scripts",
  "server",
  "package.json",
  "tsconfig.json",
];
const RUN_TIMEOUT_MS = 120_000;

/** Runs the project's own script with nothing from this shell's environment but PATH and HOME. */
function launchCheck(project: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      join(project, "node_modules/.bin/tsx"),
      ["scripts/launch-check.ts"],
      {
        cwd: project,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
        timeout: RUN_TIMEOUT_MS,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** The output with each wrapped cell's lines joined, to look for a phrase. */
const flat = (output: string) => output.replace(/\s+/g, " ");

/** The table row of an item: its name, then its status mark. */
const rowOf = (item: string, status: "✔" | "✘" | "note") =>
  new RegExp(`^${item.replace(/[()]/g, "\\$&")} +${status} `, "m");

const FILLED_ENV = [
  "VITE_SITE_URL=https://www.real-agency.co.uk",
  "VITE_AUDIT_PAYMENT_URL=https://buy.stripe.com/test_audit",
  "VITE_GAS_BOOKING_EMBED_URL=https://calendly.com/real-agency/gas-audit",
  "VITE_ENTERPRISE_BOOKING_URL=https://calendly.com/real-agency/discovery",
  "AUDIT_WEBHOOK_URL=https://hook.eu1.make.com/audit",
  "CONTACT_WEBHOOK_URL=https://hook.eu1.make.com/contact",
  "EXIT_INTENT_WEBHOOK_URL=https://hook.eu1.make.com/exit-intent",
  "ADMIN_PASSWORD=correct horse battery staple",
  "STRIPE_WEBHOOK_SECRET=whsec_filled_in_signing_secret",
].join("\n");

describe.concurrent("npm run launch-check", { timeout: RUN_TIMEOUT_MS }, () => {
  let filled: string;
  /** The content the owner would publish, as the build and the check read it. */
  const filledContent = () => ({ SITE_CONTENT_FILE: join(filled, "content.json") });

  beforeAll(() => {
    filled = mkdtempSync(join(tmpdir(), "launch-check-project-"));
    for (const part of PROJECT_PARTS)
      cpSync(join(ROOT, part), join(filled, part), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(filled, "node_modules"), "dir");

    // The owner's content with every fact made real, sold online, so spots left must be real:
    // counted from the week's paid audits.
    const content = realContent();
    content.urgency.spots.mode = "capacity";
    writeFileSync(join(filled, "content.json"), JSON.stringify(content));
    writeFileSync(join(filled, ".env"), `${FILLED_ENV}\n`);
  });

  afterAll(() => {
    if (filled) rmSync(filled, { recursive: true, force: true });
  });

  it("fails on this repo's shipped configuration, naming what is not real yet", async () => {
    const { code, output } = await launchCheck(ROOT);

    expect(code, output).toBe(1);
    for (const item of [
      "Phone number",
      "Company number",
      "Address",
      "Email address",
      "Founders' profiles",
      "Agency's profiles",
      "Testimonials",
      "Case results (/free-audit)",
      "Map pin",
      "Opening hours",
      "Home page figures",
      "Savings claim (home page)",
    ]) {
      expect(output).toMatch(rowOf(item, "✘"));
    }
    expect(flat(output)).toContain("020 7946 0000–0999 (London)");
    // Settings come from the environment (empty here) and the repo's .env, if a developer has one.
    for (const item of [
      "Site address",
      "£99 audit payment",
      "Gas booking calendar",
      "Enterprise audit booking",
      "Audit leads webhook",
      "Contact leads webhook",
      "Exit-intent leads webhook",
      "Owner's lead email",
      "Owner's lead page",
    ]) {
      expect(output).toMatch(new RegExp(`^${item} +[✔✘] `, "m"));
    }
    expect(output).toMatch(rowOf("Countdown and spots left", "note"));
    expect(output).toMatch(/^✘ \d+ of \d+ items unresolved.*: not ready to go live\.$/m);
  });

  it("passes on a filled-in configuration, with the settings in .env", async () => {
    const { code, output } = await launchCheck(filled, filledContent());

    expect(output).not.toMatch(/✘/);
    // Webhooks tell the owner; the email (unset here) is a note.
    expect(output).toMatch(rowOf("Owner's lead email", "note"));
    expect(output).toMatch(/^✔ All 22 items resolved; 1 note to read: ready to go live\.$/m);
    expect(output).not.toContain("correct horse");
    expect(code, output).toBe(0);
  });

  it("lets the environment win over .env, and reports values the build or server would refuse", async () => {
    const { code, output } = await launchCheck(filled, {
      ...filledContent(),
      VITE_AUDIT_PAYMENT_URL: "not a url",
      ADMIN_PASSWORD: "too short",
      CONTACT_WEBHOOK_URL: "",
    });

    expect(code, output).toBe(1);
    // The row of each refused setting fails with the reason: no ✔ for it elsewhere.
    expect(output).toMatch(rowOf("£99 audit payment", "✘"));
    expect(flat(output)).toContain("VITE_AUDIT_PAYMENT_URL: must be an http(s) URL");
    expect(output).toMatch(rowOf("Owner's lead page", "✘"));
    expect(flat(output)).toContain(
      "the server would not start: ADMIN_PASSWORD (in the environment): must be at least 12 characters",
    );
    expect(output).not.toContain("ADMIN_PASSWORD is set");
    expect(output).not.toContain("VITE_AUDIT_PAYMENT_URL is set");
    expect(output).toMatch(rowOf("Contact leads webhook", "✘"));
    expect(output).toMatch(/^✘ 3 of 22 items unresolved/m);
  });

  it("names a misspelt setting in .env and the one it looks like", async () => {
    const project = mkdtempSync(join(tmpdir(), "launch-check-typo-"));
    try {
      for (const part of PROJECT_PARTS)
        cpSync(join(filled, part), join(project, part), { recursive: true });
      symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"), "dir");
      writeFileSync(
        join(project, ".env"),
        readFileSync(join(filled, ".env"), "utf8").replace("ADMIN_PASSWORD=", "ADMIN_PASWORD="),
      );
      const { code, output } = await launchCheck(project);
      expect(code, output).toBe(1);
      expect(output).toMatch(rowOf("Unknown settings", "✘"));
      expect(flat(output)).toContain(
        "ADMIN_PASWORD (in .env) is not a setting the site reads: did you mean ADMIN_PASSWORD?",
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
