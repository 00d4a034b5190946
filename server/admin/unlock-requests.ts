import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import { clearSignInLimits } from "./sign-in-limits";

/**
 * `npm run admin:unlock` asks a running server to clear the sign-in limits through this file: the
 * embedded store is open in the server's process only, and whoever can write to DATA_DIR already
 * holds every lead, so the file is authority enough.
 */
const REQUEST_FILE = "unlock-sign-in.request";
const CHECK_EVERY_MS = 1_000;

export function requestUnlock(dataDir: string): string {
  const path = join(dataDir, REQUEST_FILE);
  writeFileSync(path, new Date().toISOString());
  return path;
}

/** Looks for a request every second; `unlock` clears the limits, then the file goes. */
function watchUnlockRequests(dataDir: string, unlock: () => Promise<void>): () => void {
  const path = join(dataDir, REQUEST_FILE);
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !existsSync(path)) return;
    busy = true;
    unlock()
      .then(() => rmSync(path, { force: true }))
      // The store may be down for a moment: the file stays, and the next check tries again.
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * With the embedded store, `npm run admin:unlock` cannot open the store while the server holds
 * it, so it leaves a request in DATA_DIR for the server, which clears the sign-in limits.
 * (Expired sessions go with the retention job, jobs/retention.ts.)
 */
export function watchForUnlocks(dataDir: string, store: LeadStore, log: Logger): () => void {
  return watchUnlockRequests(dataDir, async () => {
    const cleared = await clearSignInLimits(store);
    log("admin", { status: "sign-in-unlocked", cleared });
  });
}
