/**
 * `npm run backup [-- --to FOLDER]`: a consistent copy of the embedded lead store in DATA_DIR
 * (or data/), taken while the server runs, written to FOLDER (default backups/) as
 * lead-store-<UTC time>.tar.gz; `npm run restore FILE` puts it back. The server holds the store,
 * so this asks it for the copy (server/store/backup-requests.ts); with no server running it
 * opens the store itself. With PostgreSQL (DATABASE_URL) pg_dump is the tool, and it says so.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { removeRequest, requestBackup, type BackupRequest } from "../server/store/backup-requests";
import { openEmbedded } from "../server/store/embedded-database";
import { PRIVATE_FILE_MODE } from "../server/store/private-files";
import { StoreLockedError } from "../server/store/store-lock";
import { CommandError, projectPath, readServerConfig, runCommand } from "./store-command";

/**
 * The server looks for requests twice a second, and its copy grows as it is written: this long
 * with neither, and the server is taken for gone.
 */
const SERVER_ANSWER_MS = 120_000;

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
};

const PG_DUMP =
  "The leads are in PostgreSQL (DATABASE_URL is set): back them up with PostgreSQL's own tool, " +
  'for example `pg_dump --format=custom --file=leads.dump "$DATABASE_URL"`, and restore with ' +
  "`pg_restore`. npm run backup copies the embedded store only.";

/** Moves a finished copy to its place, across file systems if it has to. */
function move(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(from, `${to}.partial`);
    renameSync(`${to}.partial`, to);
    rmSync(from);
  }
}

async function askRunningServer(files: BackupRequest): Promise<void> {
  // Interrupted, the command takes its request back; killed outright, the server notices.
  const giveUp = () => {
    removeRequest(files);
    process.exit(1);
  };
  process.once("SIGINT", giveUp).once("SIGTERM", giveUp);
  let deadline = Date.now() + SERVER_ANSWER_MS;
  let copied = -1;
  while (Date.now() < deadline) {
    if (existsSync(files.copy)) return;
    // A copy that keeps growing is waited for, however large the store.
    const size = sizeOf(`${files.copy}.partial`);
    if (size > copied) {
      copied = size;
      deadline = Date.now() + SERVER_ANSWER_MS;
    }
    if (existsSync(files.failure)) {
      const reason = readFileSync(files.failure, "utf8");
      removeRequest(files);
      throw new CommandError(`The running server could not make the copy: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  removeRequest(files);
  throw new CommandError(
    `The server holding the store did not answer, nor add to the copy, for ${SERVER_ANSWER_MS / 1000} s. ` +
      "Is it running, and able to write to DATA_DIR? No copy was made.",
  );
}

await runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  const config = readServerConfig();
  if (config.databaseUrl) throw new CommandError(PG_DUMP);
  if (!existsSync(join(config.dataDir, "pglite"))) {
    throw new CommandError(`There is no embedded lead store in ${config.dataDir} to back up.`);
  }
  const folder = resolve(values.to ?? projectPath("backups"));
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const time = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const target = join(folder, `lead-store-${time}.tar.gz`);

  let db;
  try {
    // No wait for the lock: a server holding it is asked instead.
    db = await openEmbedded(config.dataDir, {
      minFreeBytes: config.minFreeBytes,
      lockWaitMs: 0,
      onLockLost: () => process.exit(1),
    });
  } catch (error) {
    if (!(error instanceof StoreLockedError)) throw error;
  }
  if (db?.dumpTo) {
    try {
      await db.dumpTo(target);
    } finally {
      await db.close();
    }
  } else {
    console.log("The server is running: asking it for a copy…");
    const files = requestBackup(config.dataDir);
    await askRunningServer(files);
    move(files.copy, target);
    removeRequest(files);
  }
  // Made private where it was written; this says so whatever the folder or a copy across disks did.
  chmodSync(target, PRIVATE_FILE_MODE);
  const size = (statSync(target).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${relative(process.cwd(), target) || target} (${size} MB).`);
  console.log("To restore it: DATA_DIR=<an empty folder> npm run restore <that file>");
});
