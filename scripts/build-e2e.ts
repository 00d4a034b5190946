/**
 * The build the browser tests run against (`--mode e2e`, .env.e2e), made with the server's
 * webhook variables set as they would be on a real host, so a test can prove that no webhook
 * address reaches a file under build/client. Its forms give up on a silent lead API sooner than
 * the brief's 15 s, so that journey takes seconds (config/env.ts allows this in e2e mode only).
 */
import { buildRelease } from "./build";
import {
  E2E_LEAD_TIMEOUT_MS,
  E2E_WEBHOOKS,
  UNCONFIGURED_BUILD_DIR,
} from "../tests/e2e/e2e-servers";

/** A release like `npm run build` makes (scripts/build.ts), built with `--mode e2e`. */
function build(buildDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  return buildRelease({
    buildDir,
    args: ["--mode", "e2e"],
    env: { ...E2E_WEBHOOKS, VITE_E2E_LEAD_TIMEOUT_MS: String(E2E_LEAD_TIMEOUT_MS), ...extraEnv },
  });
}

// The second build is the site as `npm ci && npm start` ships it before the owner has set the
// payment link and the booking calendar: those journeys must keep their promises without them.
// An empty variable in the environment wins over .env.e2e, and the site treats empty as unset.
// The first build is the site with a live paid offer, so "spots left" counts paid audits
// (site.urgency.mode "capacity"); the second keeps the weekday table.
try {
  await build("build", { VITE_E2E_URGENCY_MODE: "capacity" });
  await build(UNCONFIGURED_BUILD_DIR, {
    VITE_AUDIT_PAYMENT_URL: "",
    VITE_GAS_BOOKING_EMBED_URL: "",
    VITE_ENTERPRISE_BOOKING_URL: "",
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
