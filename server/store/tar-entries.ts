import type { FileHandle } from "node:fs/promises";

/**
 * The pieces of a tar (ustar) archive, as the online backup writes them a chunk at a time: the
 * same layout PGlite's own `dumpDataDir` wrote (names from the data folder's root, with a leading
 * slash), so one restore reads both. `backup-check.ts` reads the other way.
 */
const BLOCK = 512;
/** Bytes read from a store file at a time. */
const CHUNK = 256 * 1024;
/** Two empty blocks end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** A header for a file of `size` bytes, or for a folder; names are short in a data folder. */
export function tarHeader(name: string, entry: { size: number; mtimeMs: number; folder: boolean }) {
  const header = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`a store file's name is too long: ${name}`);
  header.write(name, 0, "utf8");
  header.write(octal(entry.folder ? 0o700 : 0o600, 8), 100, "latin1");
  header.write(octal(0, 8), 108, "latin1");
  header.write(octal(0, 8), 116, "latin1");
  header.write(octal(entry.folder ? 0 : entry.size, 12), 124, "latin1");
  header.write(octal(Math.floor(entry.mtimeMs / 1000), 12), 136, "latin1");
  header.write(entry.folder ? "5" : "0", 156, "latin1");
  header.write("ustar\u000000", 257, "latin1");
  // The checksum is summed with its own field as spaces.
  header.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return header;
}

/** Zeros that fill the last block of a file `size` bytes long. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes a chunk on and resolves once it has been taken, so its buffer can be filled again. */
export type ChunkWriter = (chunk: Buffer) => Promise<void>;

/**
 * Exactly `size` bytes of an open file, through one buffer used over and over: memory stays at
 * its size whatever the store's. The engine may write to the file meanwhile: a file that shrank
 * is padded with zeros and one that grew is cut at `size`, as pg_basebackup does; the write-ahead
 * log the backup carries puts every page it changed right on restore.
 */
export async function copyFile(file: FileHandle, size: number, buffer: Buffer, write: ChunkWriter) {
  for (let position = 0; position < size;) {
    const length = Math.min(buffer.length, size - position);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    buffer.fill(0, bytesRead, length);
    await write(buffer.subarray(0, length));
    position += length;
  }
}

/** A buffer of the size `copyFile` reads at a time. */
export const chunkBuffer = () => Buffer.alloc(CHUNK);
