import { createWriteStream } from "node:fs";
import { open, readdir } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PRIVATE_FILE_MODE } from "./private-files";
import {
  chunkBuffer,
  copyFile,
  TAR_END,
  tarHeader,
  tarPadding,
  type ChunkWriter,
} from "./tar-entries";

/**
 * A copy of the embedded store taken while it keeps answering: PostgreSQL's own online backup
 * (`pg_backup_start`, a copy of the data folder's files, `pg_backup_stop`, then the write-ahead
 * log written meanwhile), as pg_basebackup makes it. The engine runs other calls between the two
 * calls; the files are read here, on the server's thread, through gzip to the file, a chunk at a
 * time through one buffer. Pages the engine changes during the copy may be copied half old, half new: the log from
 * the backup's start, with a full image of every page changed after it, puts them right when the
 * copy is first opened (the `backup_label` it carries says from where), so the store restored is
 * the one at `pg_backup_stop`: every lead acknowledged before the backup ended is in it.
 */
export interface BackupSession {
  /** Starts the backup (a checkpoint); the first log segment the copy needs. */
  start(): Promise<{ firstWal: string }>;
  /** Ends it: the label to put in the copy and the last log segment it needs. */
  stop(): Promise<{ label: string; lastWal: string }>;
}

/**
 * What pg_basebackup leaves out: what a server rebuilds at start, its lock file, and the log,
 * of which only the backup's part is added at the end.
 */
const EMPTIED_FOLDERS = new Set([
  "/pg_wal",
  "/pg_stat_tmp",
  "/pg_replslot",
  "/pg_dynshmem",
  "/pg_notify",
  "/pg_serial",
  "/pg_snapshots",
  "/pg_subtrans",
]);
const LEFT_OUT =
  /^(postmaster\.pid|postmaster\.opts|backup_label|tablespace_map|recovery\.signal|standby\.signal|pg_internal\.init|pgsql_tmp.*|.*\.tmp)$/;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** Fast over slow: a backup is written once and read rarely, and the engine shares the CPU. */
const GZIP_LEVEL = 1;

/** The archive being written: entries go in one after another, a chunk at a time. */
interface Archive {
  write: ChunkWriter;
  buffer: Buffer;
}

async function addFile(archive: Archive, path: string, name: string): Promise<void> {
  let file;
  try {
    file = await open(path, "r");
  } catch (error) {
    // A file the engine removed since the listing (a dropped table) is not in the copy.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  try {
    const { size, mtimeMs } = await file.stat();
    await archive.write(tarHeader(name, { size, mtimeMs, folder: false }));
    await copyFile(file, size, archive.buffer, archive.write);
    await archive.write(tarPadding(size));
  } finally {
    await file.close();
  }
}

const addFolderEntry = (archive: Archive, name: string) =>
  archive.write(tarHeader(name, { size: 0, mtimeMs: Date.now(), folder: true }));

async function addFolder(archive: Archive, path: string, name: string): Promise<void> {
  if (name) await addFolderEntry(archive, name);
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (EMPTIED_FOLDERS.has(name)) {
    // The log's own folders, which the engine expects to find.
    if (name === "/pg_wal") {
      for (const sub of ["archive_status", "summaries"])
        await addFolderEntry(archive, `${name}/${sub}`);
    }
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const entryName = `${name}/${entry.name}`;
    if (entry.isDirectory()) await addFolder(archive, join(path, entry.name), entryName);
    else if (entry.isFile() && !LEFT_OUT.test(entry.name)) {
      await addFile(archive, join(path, entry.name), entryName);
    }
  }
}

/** The log from the backup's start to its end, every segment of it or an error. */
async function walSegments(pgdata: string, first: string, last: string): Promise<string[]> {
  const names = (await readdir(join(pgdata, "pg_wal")))
    .filter((name) => WAL_SEGMENT.test(name) && name >= first && name <= last)
    .sort();
  // PGlite's segments are 16 MB: a name ends in the log id and the segment within it (< 0x100).
  const number = (name: string) =>
    BigInt(`0x${name.slice(8, 16)}`) * 0x100n + BigInt(`0x${name.slice(16)}`);
  const contiguous = names.every(
    (name, index) => index === 0 || number(name) === number(names[index - 1] ?? "") + 1n,
  );
  if (names[0] !== first || names.at(-1) !== last || !contiguous) {
    throw new Error(
      `the write-ahead log from ${first} to ${last} is no longer all there (was the store checkpointed during the copy?)`,
    );
  }
  return names;
}

async function addBackup(archive: Archive, pgdata: string, session: BackupSession) {
  const { firstWal } = await session.start();
  try {
    await addFolder(archive, pgdata, "");
  } catch (error) {
    // A copy that failed still ends the engine's backup.
    await session.stop().catch(() => undefined);
    throw error;
  }
  const { label, lastWal } = await session.stop();
  const labelBytes = Buffer.from(label);
  await archive.write(
    tarHeader("/backup_label", { size: labelBytes.length, mtimeMs: Date.now(), folder: false }),
  );
  await archive.write(Buffer.concat([labelBytes, tarPadding(labelBytes.length)]));
  for (const name of await walSegments(pgdata, firstWal, lastWal)) {
    await addFile(archive, join(pgdata, "pg_wal", name), `/pg_wal/${name}`);
  }
  await archive.write(TAR_END);
}

/** Writes the gzipped tar to `file` (which must not exist), for the service's user alone. */
export async function writeOnlineBackup(
  pgdata: string,
  file: string,
  session: BackupSession,
): Promise<void> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  const written = pipeline(gzip, createWriteStream(file, { flags: "wx", mode: PRIVATE_FILE_MODE }));
  // Awaited below; a failure to write (a full disk) must not count as unhandled meanwhile.
  written.catch(() => undefined);
  // A write's callback comes once gzip has taken the chunk and the file keeps up: one buffer
  // serves the whole copy, instead of a new one per chunk that the collector frees late.
  const write: ChunkWriter = (chunk) =>
    new Promise((resolve, reject) =>
      gzip.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  try {
    await addBackup({ write, buffer: chunkBuffer() }, pgdata, session);
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
  }
  await written;
}
