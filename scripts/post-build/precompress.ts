import { readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { listFiles } from "./built-files";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats. Images, fonts and archives are compressed already and gain nothing. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".map",
]);

/**
 * A compressed copy is written only when it is at most this share of the original: below that
 * (a 70-byte robots.txt, say) the saving is lost in the headers and the decoding.
 */
const MAX_COMPRESSED_RATIO = 0.9;

/** The file extensions the server looks for, in the order it prefers them. */
const ENCODINGS = [
  {
    suffix: ".br",
    compress: (raw: Buffer) =>
      brotli(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        },
      }),
  },
  { suffix: ".gz", compress: (raw: Buffer) => gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }) },
] as const;

export interface PrecompressSummary {
  files: number;
  written: number;
  rawBytes: number;
  brotliBytes: number;
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file
 * under dir, so the server sends compressed bytes straight from disk and never compresses
 * during a request. Run last, once every file of the build is written. A copy that would not
 * help is not written, and a stale one from an earlier run is removed.
 */
export async function precompress(dir: string): Promise<PrecompressSummary> {
  const files = (await listFiles(dir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase()),
  );
  const summary: PrecompressSummary = {
    files: files.length,
    written: 0,
    rawBytes: 0,
    brotliBytes: 0,
  };
  // zlib's async functions run on libuv's thread pool, which bounds the parallelism itself.
  await Promise.all(
    files.map(async (file) => {
      const [raw, info] = await Promise.all([readFile(file), stat(file)]);
      summary.rawBytes += raw.byteLength;
      for (const { suffix, compress } of ENCODINGS) {
        const target = file + suffix;
        const packed = await compress(raw);
        const helps = packed.byteLength <= raw.byteLength * MAX_COMPRESSED_RATIO;
        if (suffix === ".br") summary.brotliBytes += helps ? packed.byteLength : raw.byteLength;
        if (!helps) {
          await rm(target, { force: true });
          continue;
        }
        await writeFile(target, packed);
        // The same Last-Modified whichever encoding the server picks.
        await utimes(target, info.atime, info.mtime);
        summary.written += 1;
      }
    }),
  );
  return summary;
}
