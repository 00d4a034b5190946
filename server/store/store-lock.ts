import { hostname } from "node:os";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { logEvent } from "../log";

/**
 * A lock held by a live server is refreshed every UPDATE_MS; one not refreshed for STALE_MS was
 * left by a server that died (kill -9, a power cut) and is taken over. The lock is a directory made
 * with mkdir, which is atomic on every local and network file system, so it holds between two
 * servers started in the same instant, in different PID namespaces or containers sharing a volume.
 */
const STALE_MS = 10_000;
const UPDATE_MS = 2_500;
const POLL_MS = 500;
/** How long a starting server waits for a lock to go stale before it gives up. */
export const DEFAULT_LOCK_WAIT_MS = STALE_MS + 2 * UPDATE_MS;

const LOCK_DIR = "store.lock";
/** Who holds the lock, for the message a second server prints. Not part of the lock itself. */
const HOLDER_FILE = "store.lock.holder";
/** The lock file of earlier versions, which a PID namespace could not see through. */
const LEGACY_PID_FILE = "server.pid";

export class StoreLockedError extends Error {}

function describeHolder(dataDir: string): string {
  try {
    const { pid, host } = JSON.parse(readFileSync(join(dataDir, HOLDER_FILE), "utf8")) as {
      pid?: number;
      host?: string;
    };
    return pid && host ? ` (process ${pid} on ${host})` : "";
  } catch {
    return "";
  }
}

/**
 * Takes the data folder for this process. A lock that is not refreshed may be a dead server's: it
 * is watched for up to `waitMs`, until it goes stale and is taken over, or is refreshed by its
 * live holder and this server gives up (within about UPDATE_MS).
 * `onLost` is called if the lock is ever taken from under us (its refresh failed for longer than
 * STALE_MS, or another process removed it): the store must stop writing at once.
 * `takingOver`: this server takes over from the live one holding the lock (server/handover.ts),
 * so it waits for that one to release it, up to `waitMs`, rather than give up when it is refreshed.
 */
export async function lockDataDir(
  dataDir: string,
  {
    waitMs = DEFAULT_LOCK_WAIT_MS,
    onLost,
    takingOver = false,
  }: { waitMs?: number; onLost: (error: Error) => void; takingOver?: boolean },
): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, LOCK_DIR);
  const deadline = Date.now() + waitMs;
  let seenMtime: number | undefined;
  let release: () => Promise<void>;
  for (;;) {
    try {
      release = await lockfile.lock(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: UPDATE_MS,
        retries: 0,
        onCompromised: onLost,
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    }
    // A live holder refreshes the lock: once it has, there is no point waiting for it to go stale.
    const mtime = await stat(lockPath).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    const refreshed = seenMtime !== undefined && mtime !== undefined && mtime !== seenMtime;
    seenMtime ??= mtime;
    if ((refreshed && !takingOver) || Date.now() >= deadline) {
      throw new StoreLockedError(
        `The embedded lead store in ${dataDir} is in use by another server${describeHolder(dataDir)}. ` +
          "Stop that server first (one server per data folder), or run several servers against " +
          "PostgreSQL with DATABASE_URL.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  rmSync(join(dataDir, LEGACY_PID_FILE), { force: true });
  writeFileSync(join(dataDir, HOLDER_FILE), JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    rmSync(join(dataDir, HOLDER_FILE), { force: true });
    await release();
  };
}

/**
 * Another process took the embedded store's folder (its lock went stale while this one was
 * frozen, or someone removed it): this process must not write one more byte there, and a
 * supervisor restarts it cleanly.
 */
export function exitOnLostLock(error: Error): void {
  logEvent("store", { status: "lock-lost", error: error.message });
  process.exit(1);
}
