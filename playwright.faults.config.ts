import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/e2e/chromium";

/**
 * Files that take a minute or more, started first: Playwright hands the files to the workers in
 * order (by project, then by name), so one of them started last keeps one worker busy while the
 * other has nothing left to run.
 */
const LONGEST = [
  "crash-and-restart",
  "engine-spin",
  "online-backup",
  "owner-publishes",
  "smtp-faults",
  "store-lock",
].map((name) => `${name}.spec.ts`);

/**
 * The fault suite: each spec starts real servers (node on build/node/start.js in its own process,
 * as production runs it; `globalSetup` builds it first, so the suite tests the code as it is now),
 * a real webhook receiver on a free port and, for PostgreSQL, its own database and a proxy it can
 * cut. Nothing is shared between files, so files run side by side with as many workers as the
 * machine allows; the tests of one file share its servers and run in order, in one worker.
 */
export default defineConfig({
  testDir: "tests/faults",
  globalSetup: ["./scripts/build-server.ts", "./tests/faults/support/store-template-setup.ts"],
  forbidOnly: true,
  retries: 0,
  // Two files side by side even on CI's two cores (Playwright's default would be one): most of a
  // fault's time is a server starting, a store opening or a receiver waiting, not the CPU.
  workers: Number(process.env.FAULT_WORKERS ?? 2),
  // Generous: a test may start several servers, each allowed a minute (support/site-process.ts).
  timeout: 180_000,
  reporter: [["list"]],
  projects: [
    { name: "longest", testMatch: LONGEST },
    { name: "faults", testIgnore: LONGEST },
  ],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "retain-on-failure",
  },
});
