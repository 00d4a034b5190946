import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const MIME_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/** Worth compressing: text formats. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
const MIN_COMPRESS_BYTES = 512;

export type Encoding = "br" | "gzip" | "identity";

export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  encoding: Encoding;
  /** Hashed build assets never change under the same name. */
  immutable: boolean;
  isHtml: boolean;
}

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/**
 * Serves a build folder: `/a` and `/a/` find `a/index.html`, nothing outside the folder or hidden
 * is ever read, and text files are compressed once and kept in memory (the site is a few MB).
 */
export function createStaticFiles(root: string) {
  const rootDir = normalize(root + sep);
  const cache = new Map<string, Promise<Uint8Array | null>>();

  /** Maps a URL path to a file path inside root, or null when it would leave root. */
  function resolveInside(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const segments = decoded.split("/").filter(Boolean);
    if (segments.some((segment) => segment.startsWith("."))) return null;
    const full = normalize(join(rootDir, ...segments));
    return full.startsWith(rootDir) || full + sep === rootDir ? full : null;
  }

  async function findFile(urlPath: string): Promise<string | null> {
    const base = resolveInside(urlPath);
    if (!base) return null;
    for (const candidate of [base, join(base, "index.html")]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  function load(path: string, encoding: Encoding): Promise<Uint8Array | null> {
    const key = `${encoding}:${path}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(path).then((raw) => {
        if (encoding === "br") {
          return brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
        }
        if (encoding === "gzip") return gzipSync(raw, { level: 9 });
        return raw;
      });
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  async function fileAt(path: string, acceptEncoding: string | undefined): Promise<StaticFile> {
    const ext = extname(path);
    const raw = await load(path, "identity");
    const wanted = pickEncoding(acceptEncoding);
    const compress =
      wanted !== "identity" &&
      COMPRESSIBLE.has(ext) &&
      (raw?.byteLength ?? 0) >= MIN_COMPRESS_BYTES;
    const encoding = compress ? wanted : "identity";
    const body = compress ? await load(path, encoding) : raw;
    return {
      body: body ?? new Uint8Array(),
      contentType: MIME_TYPES[ext] ?? "application/octet-stream",
      encoding,
      immutable: path.startsWith(join(rootDir, "assets") + sep),
      isHtml: ext === ".html",
    };
  }

  return {
    /** The file for a URL path, or null for anything that is not a servable file. */
    async get(urlPath: string, acceptEncoding: string | undefined): Promise<StaticFile | null> {
      const path = await findFile(urlPath);
      return path ? fileAt(path, acceptEncoding) : null;
    },
    /** A file by its path inside root, for the not-found document. */
    async getByName(name: string, acceptEncoding: string | undefined): Promise<StaticFile | null> {
      const path = resolveInside(name);
      const info = path ? await stat(path).catch(() => null) : null;
      return path && info?.isFile() ? fileAt(path, acceptEncoding) : null;
    },
  };
}
