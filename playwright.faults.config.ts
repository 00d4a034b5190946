import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/e2e/chromium";

/**
 * The fault suite: each spec starts real servers (server/start.ts in its own process), a real
 * webhook receiver and, for PostgreSQL, a proxy it can cut. Nothing is shared between files.
 */
export default defineConfig({
  testDir: "tests/faults",
  forbidOnly: true,
  // Specs start and kill server processes; one at a time keeps their timings honest on 2 cores.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: "retain-on-failure",
  },
});
