import { chmodSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * The embedded store's folder holds every lead, the write-ahead log with the most recent ones and
 * the admin password's scrypt hash; a backup holds the same. Only the service's own user may read
 * or change them: folders 0700, files 0600, whatever the umask was or PGlite did (its first start
 * unpacks a template data folder whose files it leaves 0666, and a restore does the same).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/**
 * From now on this process creates files and folders for its own user only. Called before the
 * store's folder is first touched; process-wide, so the engine's worker thread inherits it.
 */
export function createPrivateFiles(): void {
  // A worker thread may not set it (Node refuses); it shares its process's.
  if (isMainThread) process.umask(0o077);
}

function ignoreGone(change: () => void): void {
  try {
    change();
  } catch (error) {
    // A file the engine removed between the listing and the change needs nothing more.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Makes `dir` and everything in it private (symbolic links are left as they are). */
export function makePrivate(dir: string): void {
  ignoreGone(() => chmodSync(dir, PRIVATE_DIR_MODE));
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) ignoreGone(() => chmodSync(path, PRIVATE_FILE_MODE));
  }
}
