import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
export function watchUnlockRequests(dataDir: string, unlock: () => Promise<void>): () => void {
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
