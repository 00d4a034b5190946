import { PGlite } from "@electric-sql/pglite";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BackupCheckError, checkBackup } from "./backup-check";
import { LEDGER_FILES } from "./erasure-ledger";
import { createPrivateFiles, makePrivate } from "./private-files";
import { lockDataDir, StoreLockedError } from "./store-lock";

/** Why a restore was refused, in words for the operator. */
export class RestoreRefusedError extends Error {}

export interface RestoredStore {
  leads: number;
  pendingDeliveries: number;
  schemaVersion: number;
}

const onLockLost = (error: Error) => {
  throw error;
};

/** Refuses a folder a server holds, or one that holds anything but an erasure ledger. */
async function checkEmpty(dataDir: string): Promise<void> {
  const held = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (held.every((name) => LEDGER_FILES.includes(name))) return;
  try {
    const release = await lockDataDir(dataDir, { waitMs: 0, onLost: onLockLost });
    await release();
  } catch (error) {
    if (!(error instanceof StoreLockedError)) throw error;
    throw new RestoreRefusedError(
      `${error.message} A backup is restored only into an empty folder that no server uses: ` +
        "stop the server, or set DATA_DIR to a new folder.",
    );
  }
  throw new RestoreRefusedError(
    `${dataDir} is not empty. A backup is restored only into an empty folder (its erasure ` +
      "ledger may stay), so that nothing " +
      "in it is overwritten: move this one aside (it may hold leads the backup does not), or " +
      "set DATA_DIR to a new folder.",
  );
}

/**
 * Loads a copy made by `npm run backup` (PGlite's own dump of its data folder) into an empty
 * DATA_DIR, holding the folder's lock meanwhile so no server opens it half-written. The server
 * that next starts there migrates it if it is older, and sends the deliveries that were pending.
 * A copy is taken from a running server, so some deliveries in it are leased to that server's
 * attempts in flight. No server holds those leases in the restored folder: they are let go, so
 * those deliveries go out at once instead of half a minute later, when the lease would run out.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<RestoredStore> {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no backup at ${file}.`);
  await checkEmpty(dataDir);
  createPrivateFiles();
  mkdirSync(dataDir, { recursive: true });
  // Before the whole file is read into memory: a copy cut short or a gzip bomb stops here.
  await checkBackup(file, dataDir).catch((error: unknown) => {
    if (!(error instanceof BackupCheckError)) throw error;
    throw new RestoreRefusedError(
      `${file} is not a backup of the lead store that this version can read (${error.message}); ` +
        "nothing was restored. Use another copy.",
    );
  });
  const release = await lockDataDir(dataDir, { waitMs: 0, onLost: onLockLost });
  const path = join(dataDir, "pglite");
  const notABackup = (error: unknown) => {
    rmSync(path, { recursive: true, force: true });
    return new RestoreRefusedError(
      `${file} is not a backup of the lead store that this version can read ` +
        `(${(error as Error).message}).`,
    );
  };
  try {
    const db = await PGlite.create({
      dataDir: path,
      loadDataDir: new Blob([readFileSync(file)]),
    }).catch((error: unknown) => {
      throw notABackup(error);
    });
    try {
      await db.query(
        "UPDATE deliveries SET lease_token = NULL, leased_until = NULL WHERE lease_token IS NOT NULL",
      );
      const {
        rows: [row],
      } = await db.query<RestoredStore>(
        `SELECT (SELECT count(*) FROM leads)::int AS "leads",
                (SELECT count(*) FROM deliveries WHERE state = 'pending')::int AS "pendingDeliveries",
                (SELECT max(version) FROM schema_migrations)::int AS "schemaVersion"`,
      );
      return row ?? { leads: 0, pendingDeliveries: 0, schemaVersion: 0 };
    } catch (error) {
      await db.close();
      throw notABackup(error);
    } finally {
      if (!db.closed) await db.close();
      // PGlite unpacks the copy's files 0666, whatever the umask.
      makePrivate(dataDir);
    }
  } finally {
    await release();
  }
}
