/**
 * A migrated embedded store made once per vitest run, copied for each test database instead of
 * created: PGlite's first start in an empty folder runs initdb, about 7 s of CPU each time, which
 * was most of the unit suite's time on a 2-core machine. The copy is the same files a server
 * leaves in DATA_DIR/pglite after a clean close, so a test opens what production reopens, but for
 * one setting: a smaller buffer pool (TEST_SHARED_BUFFERS).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openEmbedded } from "../../server/store/embedded-database";
import { migrate } from "../../server/store/migrations";

/** The engine's own folder inside a data folder (server/store/embedded-database.ts). */
const ENGINE_FOLDER = "pglite";

/**
 * The copies' buffer pool, in place of PostgreSQL's default 128 MB, which PGlite zeroes in
 * WebAssembly at every start: about 1 s of CPU, half of each store's start in the tests (a test
 * store holds a few rows). Written by ALTER SYSTEM, so the copies read it from their own
 * postgresql.auto.conf; the store's code opens them as it opens any data folder.
 */
const TEST_SHARED_BUFFERS = "16MB";

/** Fills the empty `dataDir` with a migrated, cleanly closed store. */
export async function createEmbeddedTemplate(dataDir: string): Promise<void> {
  const db = await openEmbedded(dataDir, { minFreeBytes: 0, onLockLost: () => undefined });
  try {
    await migrate(db);
    await db.query(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
  } finally {
    await db.close();
  }
}

/**
 * The same in a child process, for vitest's global setup: its module runner cannot start the
 * engine's worker (no `import.meta.resolve`). Returns the new folder's path.
 */
export async function createEmbeddedTemplateInChild(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "lead-store-template-"));
  await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    fileURLToPath(import.meta.url),
    dataDir,
  ]);
  return dataDir;
}

/** Gives `dataDir` (new or empty) the template's store. */
export function copyEmbeddedTemplate(template: string, dataDir: string): void {
  cpSync(join(template, ENGINE_FOLDER), join(dataDir, ENGINE_FOLDER), { recursive: true });
}

export function removeEmbeddedTemplate(template: string): void {
  rmSync(template, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2]) {
  await createEmbeddedTemplate(process.argv[2]);
}
