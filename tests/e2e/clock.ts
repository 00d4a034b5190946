import type { Page } from "@playwright/test";

/**
 * How far ahead of the running clock `holdClock` stops it: more than the moment it takes the
 * command to reach the page on a busy machine, far less than any timer the journeys wait for.
 */
const HOLD_AHEAD_MS = 2_000;

/**
 * Stops the page's installed clock (`page.clock.install()` before the page loaded, so it could
 * hydrate), so that from here on time moves, and timers fire, only when the test runs the clock.
 * A negative check ("not yet") then means the same on any machine under any load.
 */
export async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + HOLD_AHEAD_MS);
}
