import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, relative, sep } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** [path, size] of each file, in the order their bytes follow the header. */
type Manifest = [string, number][];

/**
 * A release's client folder as one gzipped buffer, which the publishing server keeps in the store
 * so that every other server on the same database serves the same release without building it
 * (release-sync.ts): a 4-byte header length, the JSON list of files, then their bytes. Compressed
 * off the event loop (zlib's thread pool), so the pages are served meanwhile.
 */
export async function packRelease(clientDir: string): Promise<Buffer> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
  const bodies = await Promise.all(files.map((file) => readFile(join(clientDir, file))));
  const manifest: Manifest = files.map((file, index) => [file, bodies[index]?.length ?? 0]);
  const header = Buffer.from(JSON.stringify(manifest));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return gzipAsync(Buffer.concat([length, header, ...bodies]));
}

/** Writes an archive's files into `clientDir` (a new, empty release's client folder). */
export async function unpackRelease(archive: Uint8Array, clientDir: string): Promise<void> {
  const bytes = await gunzipAsync(archive);
  const headerLength = bytes.readUInt32BE(0);
  const manifest = JSON.parse(bytes.subarray(4, 4 + headerLength).toString()) as Manifest;
  let offset = 4 + headerLength;
  for (const [file, size] of manifest) {
    const path = normalize(file);
    if (isAbsolute(path) || path.split(sep).includes("..")) {
      throw new Error(`release archive: a file outside the release (${file})`);
    }
    const target = join(clientDir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes.subarray(offset, offset + size));
    offset += size;
  }
  if (offset !== bytes.length) throw new Error("release archive: its files do not match its list");
}
