import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./tests/e2e/chromium";
import {
  E2E_ADMIN_PASSWORD,
  E2E_STRIPE_SECRET,
  E2E_WEBHOOKS,
  RATE_LIMITED_PORT,
  RECEIVER_URL,
  UNCONFIGURED_BUILD_DIR,
  UNCONFIGURED_PORT,
  UNCONFIGURED_URL,
} from "./tests/e2e/e2e-servers";
import { fillDataDirs } from "./tests/e2e/server-stores";
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from "./tests/e2e/viewports";

const TRACE_MODES = ["off", "on", "retain-on-failure", "on-first-retry"] as const;
function traceMode(value = "off"): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(", ")}, not ${value}`);
  return mode;
}

const PORT = Number(process.env.E2E_PORT ?? 4319);
// A fresh lead store per run for each server: the site's two copied from one migrated store
// before they start (tests/e2e/server-stores.ts says why), the fresh install's made by its own
// first start; workers inherit the variable, so they all agree on it.
// Only Playwright's own runner starts the servers: a tool that reads this config (knip) makes none.
const startsServers = /playwright/.test(process.argv[1] ?? "");
if (!process.env.E2E_DATA_ROOT) {
  process.env.E2E_DATA_ROOT = mkdtempSync(join(tmpdir(), "kestrel-e2e-"));
  if (startsServers) {
    await fillDataDirs(process.env.E2E_DATA_ROOT, ["site", "rate-limited"]);
  }
}
const dataRoot = process.env.E2E_DATA_ROOT;

/** `npm run serve`'s command on the server of the release `buildDir` names. */
const serve = (buildDir: string) => `node --enable-source-maps ${buildDir}/node/start.js`;

/** The server settings every e2e server shares: webhooks at the receiver, quick retries. */
const serverEnv = {
  ...E2E_WEBHOOKS,
  ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  LEAD_RETRY_BASE_MS: "200",
  LEAD_WEBHOOK_TIMEOUT_MS: "1000",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers even on CI's two cores (Playwright's default would be one): most of a journey is
  // waiting for the page, the popup's timers or the receiver, not for the CPU. Four were tried:
  // the popup's axe test then ran past its 30 s on CI's machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    // Recording a trace for every test costs about a sixth of the suite's time on two cores, and
    // CI keeps only its log: E2E_TRACE=retain-on-failure records them when a failure needs one.
    trace: traceMode(process.env.E2E_TRACE),
  },
  // Every test runs at both widths unless tagged: @phone or @desktop for what only one has, and
  // @any-width for what the width cannot change (what a form does with typed text), run on the
  // phone, as most visitors are. A test left to run at both widths asserts what differs between
  // them (the header's controls); one that needs both layouts of one page (axe, the text the
  // islands leave unchanged) sets the other width itself and is tagged @any-width. What needs no
  // browser at all (the HTML, headers and files of every page) is in tests/built/.
  projects: [
    {
      name: "phone",
      use: { viewport: PHONE_VIEWPORT, hasTouch: true },
      grepInvert: /@desktop/,
    },
    {
      name: "desktop",
      use: { viewport: DESKTOP_VIEWPORT },
      grepInvert: /@phone|@any-width/,
    },
  ],
  // Servers get two minutes to start: an embedded database's first start is slow on a busy machine.
  webServer: [
    // The built site served exactly as `npm start` serves it (the release's own server, built by
    // `npm run build:e2e`, not tsx compiling server/ at each start), storing leads and relaying
    // them to the receiver below. No rate limit: every journey sends its leads from 127.0.0.1.
    {
      command: serve("build"),
      url: `http://127.0.0.1:${PORT}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(PORT),
        DATA_DIR: join(dataRoot, "site"),
        // The build's payment link (.env.e2e), where the £99 form posted without scripts goes.
        VITE_AUDIT_PAYMENT_URL: `${RECEIVER_URL}/pay`,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_SECRET,
        LEAD_RATE_LIMIT: "0",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // The same site with the default limit, for the journey of a visitor who sends too much.
    {
      command: serve("build"),
      url: `http://127.0.0.1:${RATE_LIMITED_PORT}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(RATE_LIMITED_PORT),
        DATA_DIR: join(dataRoot, "rate-limited"),
        LEAD_RATE_LIMIT: "2",
        TRUST_PROXY: "1",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // The site as a fresh install ships it, before the owner sets a payment link or calendars
    // (built second by scripts/build-e2e.ts), for the journeys that must hold without them. Its
    // DATA_DIR starts empty, as `npm start`'s does on a new machine: its first start makes and
    // migrates the store, the one server start in the test suites that does.
    {
      command: serve(UNCONFIGURED_BUILD_DIR),
      url: `${UNCONFIGURED_URL}/healthz`,
      env: {
        ...serverEnv,
        PORT: String(UNCONFIGURED_PORT),
        BUILD_DIR: UNCONFIGURED_BUILD_DIR,
        DATA_DIR: join(dataRoot, "unconfigured"),
        LEAD_RATE_LIMIT: "0",
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "tsx tests/e2e/webhook-receiver-process.ts",
      url: `${RECEIVER_URL}/records`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
