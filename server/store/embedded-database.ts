import { mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Database, Sql } from "./sql";
import { startEngine, type Engine } from "./embedded-engine";
import { createFreeSpaceGuard } from "./free-space";
import { createPrivateFiles, makePrivate } from "./private-files";
import { writeOnlineBackup, type BackupSession } from "./online-backup";
import { lockDataDir } from "./store-lock";
import { STORE_CALL_DEADLINE_MS, StoreUnavailableError } from "./store-faults";

/** Opening replays the WAL after a crash, and a busy two-core machine is slow at it. */
const OPEN_DEADLINE_MS = 60_000;
/** Starting a backup checkpoints the store, which takes longer than any other call. */
const CHECKPOINT_DEADLINE_MS = 120_000;
/** After a failed start, the engine is not tried again for this long: callers fail fast. */
const RESTART_BACKOFF_MS = 1_000;

export interface EmbeddedOptions {
  /** Free space below which work is refused (see free-space.ts). */
  minFreeBytes: number;
  onLockLost: (error: Error) => void;
  /** How long to wait for a stale lock; tests shorten it. */
  lockWaitMs?: number;
  /** Wait for the live server holding the lock to release it (store-lock.ts). */
  takingOver?: boolean;
  callDeadlineMs?: number;
  onEngineKilled?: (reason: string) => void;
}

/** Calls to the one PGlite connection, one at a time; a transaction holds it throughout. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(work: () => Promise<T>): Promise<T> {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * The embedded store: PGlite in a worker thread (embedded-engine.ts) behind a lock on the data
 * folder, a free-space reserve, and a deadline on every call. A stuck engine is terminated and
 * started again on a later call, so the server itself never hangs (docs/decisions/0006).
 */
export async function openEmbedded(dataDir: string, options: EmbeddedOptions): Promise<Database> {
  createPrivateFiles();
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "pglite");
  const space = createFreeSpaceGuard(dataDir, options.minFreeBytes);
  const callDeadlineMs = options.callDeadlineMs ?? STORE_CALL_DEADLINE_MS;
  let engine: Engine | null = null;
  let starting: Promise<Engine> | null = null;
  let lastStartFailure = 0;
  let closed = false;
  let closing: Promise<void> | null = null;

  const release = await lockDataDir(dataDir, {
    waitMs: options.lockWaitMs,
    takingOver: options.takingOver,
    onLost(error) {
      // Another server may be writing now: not one more write from this one.
      closed = true;
      void engine?.kill("the data folder's lock was lost");
      options.onLockLost(error);
    },
  });

  function start(): Promise<Engine> {
    starting ??= startEngine(path, {
      callDeadlineMs,
      openDeadlineMs: OPEN_DEADLINE_MS,
      onKilled: options.onEngineKilled,
    })
      .then(
        (started) => {
          // What the engine made before this process's umask applied, or made 0666 itself.
          makePrivate(dataDir);
          return (engine = started);
        },
        (error: unknown) => {
          lastStartFailure = Date.now();
          throw error;
        },
      )
      .finally(() => (starting = null));
    return starting;
  }

  async function ready(): Promise<Engine> {
    if (closed) throw new StoreUnavailableError("the embedded store is closed");
    await space.check();
    if (engine?.alive) return engine;
    if (!starting && Date.now() - lastStartFailure < RESTART_BACKOFF_MS) {
      throw new StoreUnavailableError("the embedded engine is restarting");
    }
    return start();
  }

  const queue = createQueue();
  // One backup at a time: the engine's session holds one.
  const backups = createQueue();

  /** The engine's backup calls (online-backup.ts), each in the queue between two transactions. */
  function backupSession(): BackupSession {
    let backingUp: Engine | null = null;
    async function call<Row extends object>(text: string): Promise<Row> {
      const [row] = await queue(async () => {
        const current = await ready();
        if (backingUp && current !== backingUp) {
          throw new StoreUnavailableError("the embedded engine restarted during the copy");
        }
        backingUp = current;
        return current.query(text, [], CHECKPOINT_DEADLINE_MS);
      });
      if (!row) throw new Error(`no answer to ${text}`);
      return row as Row;
    }
    return {
      start: () =>
        call<{ firstWal: string }>(
          `SELECT pg_walfile_name(pg_backup_start('npm run backup', true)) AS "firstWal"`,
        ),
      stop: () =>
        call<{ label: string; lastWal: string }>(
          `SELECT labelfile AS "label", pg_walfile_name(lsn) AS "lastWal" FROM pg_backup_stop(false)`,
        ),
    };
  }
  const sqlOn = (current: Engine): Sql => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return (await current.query(text, params)) as Row[];
    },
  });

  // On a volume already below the reserve the engine is not even opened: the first call after
  // space returns opens it.
  const room = await space.check().then(
    () => true,
    () => false,
  );
  if (room) {
    try {
      await start();
    } catch (error) {
      await release();
      throw error;
    }
  }

  return {
    kind: "embedded",
    dataDir,
    query: <Row extends object>(text: string, params: readonly unknown[] = []) =>
      queue(async () => sqlOn(await ready()).query<Row>(text, params)),
    transaction: (work) =>
      queue(async () => {
        const current = await ready();
        const tx = sqlOn(current);
        await tx.query("BEGIN");
        try {
          const result = await work(tx);
          await tx.query("COMMIT");
          return result;
        } catch (error) {
          if (current.alive) await tx.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      }),
    dumpTo: (file) =>
      backups(async () => {
        // Written beside the target, then renamed: a file under its final name is complete.
        const partial = `${file}.partial`;
        try {
          await writeOnlineBackup(path, partial, backupSession());
          renameSync(partial, file);
        } finally {
          rmSync(partial, { force: true });
        }
      }),
    close() {
      closing ??= (async () => {
        closed = true;
        await queue(async () => {
          await engine?.close();
          engine = null;
        });
        // After a lost lock there is nothing of ours left to release.
        await release().catch(() => undefined);
      })();
      return closing;
    },
  };
}
