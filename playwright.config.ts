import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/e2e/chromium";
const PORT = Number(process.env.E2E_PORT ?? 4319);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // One browser at a time: several journeys check timings (menu delays, tooltips, timeouts) that
  // a second worker on a two-core machine would make unreliable.
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      grepInvert: /@desktop/,
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
  ],
  webServer: [
    // The built site served exactly as `npm start` serves it; `npm test` first builds it with
    // .env.e2e, which points every webhook at the receiver below.
    {
      command: "tsx server/start.ts",
      url: `http://127.0.0.1:${PORT}/`,
      env: { PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "tsx tests/e2e/webhook-receiver.ts",
      url: "http://127.0.0.1:4320/records",
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
