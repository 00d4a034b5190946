import { existsSync } from "node:fs";

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's build of Chromium's headless shell (`apt-get install chromium-headless-shell`). */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium suite's browser: the headless shell when installed (.ci/run installs it), which is
 * what Playwright itself runs headless tests in: the same Blink and V8 as the full browser, without
 * the full browser's UI layers. On two busy cores the same journeys took about a third less time
 * in it (29 November: 113 against 171 test-seconds for accessibility and lead-relay, 15 tests).
 * CHROMIUM_PATH picks another; the benches keep the full browser, the one visitors run.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Headless in a sandboxed container with no outside network: nothing phones home. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
