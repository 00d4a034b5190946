import { createReadStream } from "node:fs";
import { statfs } from "node:fs/promises";
import { totalmem } from "node:os";
import { createGunzip } from "node:zlib";

/**
 * A backup is read whole into memory to be restored (PGlite's loadDataDir), so before that it is
 * unpacked once as a stream, a chunk at a time, and refused at the first sign it is not a whole
 * copy of a store: a gzip or tar that ends early (a copy cut short), a file larger than any a
 * PostgreSQL data folder holds (1 GB segments), data after the archive's end (what a gzip bomb of
 * zeros unpacks to), or more in all than the restore could hold. Memory stays at one chunk.
 */
const BLOCK = 512;
/** PostgreSQL splits every table into 1 GB segments; nothing in a data folder is larger. */
const MAX_ENTRY_BYTES = 1024 ** 3;
/** A tar ends with two empty blocks and may be padded to 10 KB; a little more is tolerated. */
const MAX_TRAILING_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

export class BackupCheckError extends Error {}

/** Whole blocks only, from chunks of any size. */
function blocksOf(onBlock: (block: Buffer) => void) {
  let rest = Buffer.alloc(0);
  return {
    push(chunk: Buffer) {
      let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      while (data.length >= BLOCK) {
        onBlock(data.subarray(0, BLOCK));
        data = data.subarray(BLOCK);
      }
      rest = Buffer.from(data);
    },
    get pending() {
      return rest.length;
    },
  };
}

function entrySize(header: Buffer): number {
  const field = header.subarray(124, 136);
  // GNU's base-256 form, for sizes octal cannot hold: larger than any store file anyway.
  if ((field[0] ?? 0) & 0x80) return Number.POSITIVE_INFINITY;
  const text = field.toString("latin1").replace(/\0.*$/s, "").trim();
  if (!/^[0-7]+$/.test(text)) throw new BackupCheckError("a damaged tar header");
  return parseInt(text, 8);
}

/** Throws a BackupCheckError saying what is wrong; resolves once the whole file has passed. */
export async function checkBackup(file: string, targetDir: string): Promise<void> {
  const { bavail, bsize } = await statfs(targetDir);
  const maxBytes = Math.min(bavail * bsize, totalmem() / 4);
  let unpacked = 0;
  let skip = 0;
  let zeroBlocks = 0;
  let trailing = 0;
  const blocks = blocksOf((block) => {
    if (zeroBlocks >= 2) {
      trailing += BLOCK;
      if (trailing > MAX_TRAILING_BYTES) throw new BackupCheckError("data after the archive's end");
      return;
    }
    if (skip > 0) {
      skip -= 1;
      return;
    }
    if (block.every((byte) => byte === 0)) {
      zeroBlocks += 1;
      return;
    }
    zeroBlocks = 0;
    const size = entrySize(block);
    if (size > MAX_ENTRY_BYTES) throw new BackupCheckError("a file larger than any store file");
    skip = Math.ceil(size / BLOCK);
  });
  const gunzip = createGunzip();
  const stream = createReadStream(file).pipe(gunzip);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > maxBytes) {
        throw new BackupCheckError(
          `more than ${Math.floor(maxBytes / MB)} MB unpacked, more than this machine can restore`,
        );
      }
      blocks.push(chunk);
    }
  } catch (error) {
    if (error instanceof BackupCheckError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_BUF_ERROR") throw new BackupCheckError("it ends early, cut short");
    throw new BackupCheckError(`not a gzip file (${(error as Error).message})`);
  } finally {
    stream.destroy();
  }
  if (skip > 0 || blocks.pending > 0 || zeroBlocks < 2) {
    throw new BackupCheckError("it ends early, cut short");
  }
}
