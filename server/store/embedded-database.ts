import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Database, Sql } from "./database";

const LOCK_FILE = "server.pid";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite writes straight to its folder and recovers from its WAL after a crash, but two
 * processes on one folder corrupt it (electric-sql/pglite#1106), so a pid file keeps a second
 * server out with a message instead. A file left by a killed server is taken over.
 */
function takeLock(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(lockPath, "utf8").trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The embedded lead store in ${dataDir} is in use by process ${holder}. ` +
        "Stop that server, or run several servers against PostgreSQL with DATABASE_URL.",
    );
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(join(dataDir, "pglite"));
  } catch (error) {
    release();
    throw error;
  }

  const querier = (target: Pick<PGlite, "query">): Sql => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, params as unknown[]);
      return result.rows;
    },
  });

  return {
    kind: "embedded",
    ...querier(db),
    transaction: (work) => db.transaction((tx) => work(querier(tx))),
    async close() {
      await db.close();
      release();
    },
  };
}
