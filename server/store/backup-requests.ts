import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../log";
import type { Database } from "./sql";

/**
 * `npm run backup` asks the server that holds the embedded store for a copy through files in
 * DATA_DIR, as `npm run admin:unlock` does (server/admin/unlock-requests.ts): only that process
 * may open the store, and whoever can write to DATA_DIR can already read every lead, so the file
 * is authority enough. The server writes the copy into DATA_DIR, which it can surely write to,
 * and the command moves it to where the operator wants it.
 */
const REQUEST = /^backup-([0-9a-f]{16})\.request$/;
const CHECK_EVERY_MS = 500;

export interface BackupRequest {
  request: string;
  /** The copy, once complete (written under another name first). */
  copy: string;
  /** Why the server could not make it, when it could not. */
  failure: string;
}

function filesOf(dataDir: string, id: string): BackupRequest {
  return {
    request: join(dataDir, `backup-${id}.request`),
    copy: join(dataDir, `backup-${id}.tar.gz`),
    failure: join(dataDir, `backup-${id}.failed`),
  };
}

export function requestBackup(dataDir: string): BackupRequest {
  const files = filesOf(dataDir, randomBytes(8).toString("hex"));
  writeFileSync(files.request, new Date().toISOString());
  return files;
}

/** Looks for requests twice a second and answers each with a copy, or with why not. */
function watchBackupRequests(
  dataDir: string,
  dump: (file: string) => Promise<void>,
  onDone: (outcome: { file: string; error?: string }) => void,
): () => void {
  let busy = false;
  async function answer(id: string) {
    const files = filesOf(dataDir, id);
    try {
      await dump(files.copy);
      onDone({ file: files.copy });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      writeFileSync(files.failure, message);
      onDone({ file: files.copy, error: message });
    } finally {
      rmSync(files.request, { force: true });
    }
  }
  const timer = setInterval(() => {
    if (busy || !existsSync(dataDir)) return;
    const ids = readdirSync(dataDir).flatMap((name) => REQUEST.exec(name)?.[1] ?? []);
    if (ids.length === 0) return;
    busy = true;
    void (async () => {
      for (const id of ids) await answer(id);
    })().finally(() => (busy = false));
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** What the server runs while it holds an embedded store; nothing with PostgreSQL. */
export function answerBackupRequests(db: Database, dataDir: string, log: Logger): () => void {
  if (!db.dumpTo) return () => undefined;
  return watchBackupRequests(dataDir, db.dumpTo.bind(db), ({ file, error }) =>
    log("store", { status: error ? "backup-failed" : "backup-written", file, error }),
  );
}
