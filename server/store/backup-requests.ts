import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import type { Logger } from "../log";
import type { Database } from "./sql";

/**
 * `npm run backup` asks the server that holds the embedded store for a copy through files in
 * DATA_DIR, as `npm run admin:unlock` does (server/admin/unlock-requests.ts): only that process
 * may open the store, and whoever can write to DATA_DIR can already read every lead, so the file
 * is authority enough. The server writes the copy into DATA_DIR, which it can surely write to,
 * renames the request to say it answered, and the command moves the copy to where the operator
 * wants it. A copy nobody collects (the command was killed, or timed out) is not left there: it is
 * removed once its command has gone, or after COLLECT_MS, and at the server's start.
 */
const FILE = /^backup-([0-9a-f]{16})\.(request|answered|tar\.gz|tar\.gz\.partial|failed)$/;
const CHECK_EVERY_MS = 500;
/** The command collects a copy within a second of it appearing; this is for one that cannot say. */
const COLLECT_MS = 10 * 60_000;

export interface BackupRequest {
  request: string;
  /** The request, once answered: the command removes it with the copy. */
  answered: string;
  /** The copy, once complete (written under another name first). */
  copy: string;
  /** Why the server could not make it, when it could not. */
  failure: string;
}

function filesOf(dataDir: string, id: string): BackupRequest {
  return {
    request: join(dataDir, `backup-${id}.request`),
    answered: join(dataDir, `backup-${id}.answered`),
    copy: join(dataDir, `backup-${id}.tar.gz`),
    failure: join(dataDir, `backup-${id}.failed`),
  };
}

/** Who asked: the command's process, so that the server can tell when it has gone. */
interface Requester {
  pid?: number;
  host?: string;
  at?: string;
}

export function requestBackup(dataDir: string): BackupRequest {
  const files = filesOf(dataDir, randomBytes(8).toString("hex"));
  const requester: Requester = { pid: process.pid, host: hostname(), at: new Date().toISOString() };
  writeFileSync(files.request, JSON.stringify(requester));
  return files;
}

/** Removes what a request left: the command does this once it has the copy, or gives up. */
export function removeRequest(files: BackupRequest): void {
  for (const file of Object.values(files)) rmSync(file, { force: true });
}

/** Whether an answered request's command is still there to collect the copy. */
function stillWaiting(answered: string, now: number): boolean {
  let requester: Requester;
  try {
    requester = JSON.parse(readFileSync(answered, "utf8")) as Requester;
  } catch {
    return false;
  }
  if (!requester.at || now - Date.parse(requester.at) > COLLECT_MS) return false;
  if (!requester.pid || requester.host !== hostname()) return true;
  try {
    process.kill(requester.pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * What no command will collect: copies, partial copies and failures whose request has gone, or
 * whose command has. Run only between answers, so no copy is being written.
 */
function sweep(dataDir: string, now = Date.now()): string[] {
  const names = readdirSync(dataDir);
  const ids = new Set(names.flatMap((name) => FILE.exec(name)?.[1] ?? []));
  const removed: string[] = [];
  for (const id of ids) {
    const files = filesOf(dataDir, id);
    if (existsSync(files.request)) continue;
    if (existsSync(files.answered) && stillWaiting(files.answered, now)) continue;
    for (const name of names) {
      if (FILE.exec(name)?.[1] !== id) continue;
      rmSync(join(dataDir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Looks for requests twice a second and answers each with a copy, or with why not. */
function watchBackupRequests(
  dataDir: string,
  dump: (file: string) => Promise<void>,
  onDone: (outcome: { file: string; error?: string } | { removed: string[] }) => void,
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
      renameSync(files.request, files.answered);
    }
  }
  const check = () => {
    if (busy || !existsSync(dataDir)) return;
    const removed = sweep(dataDir);
    if (removed.length) onDone({ removed });
    const ids = readdirSync(dataDir).flatMap((name) => {
      const match = FILE.exec(name);
      return match?.[2] === "request" ? [match[1] as string] : [];
    });
    if (ids.length === 0) return;
    busy = true;
    void (async () => {
      for (const id of ids) await answer(id).catch(() => undefined);
    })().finally(() => (busy = false));
  };
  // At start, what a server that died mid-copy, or a command that died waiting, left behind.
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** What the server runs while it holds an embedded store; nothing with PostgreSQL. */
export function answerBackupRequests(db: Database, dataDir: string, log: Logger): () => void {
  if (!db.dumpTo) return () => undefined;
  return watchBackupRequests(dataDir, db.dumpTo.bind(db), (outcome) =>
    "removed" in outcome
      ? log("store", { status: "backup-removed", files: outcome.removed.join(",") })
      : log("store", {
          status: outcome.error ? "backup-failed" : "backup-written",
          file: outcome.file,
          error: outcome.error,
        }),
  );
}
