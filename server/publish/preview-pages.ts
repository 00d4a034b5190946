import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";

const DECODE: Record<string, (body: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliDecompress),
  gzip: promisify(gunzip),
};

const NOINDEX = "noindex, nofollow";
const ROBOTS_META = /<meta name="robots" content="[^"]*"\s*\/?>/;

/** A page's HTML marked for no search engine: its robots meta replaced, or one added. */
export function withNoindexMeta(html: string): string {
  const meta = `<meta name="robots" content="${NOINDEX}"/>`;
  return ROBOTS_META.test(html)
    ? html.replace(ROBOTS_META, meta)
    : html.replace("<head>", `<head>${meta}`);
}

/**
 * An answer from the owner's preview (preview-access.ts): never indexed (the header, and the
 * meta in a page), never kept by a cache. A page is sent uncompressed, as it is rewritten.
 */
export async function asPreviewAnswer(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", NOINDEX);
  headers.set("Cache-Control", "private, no-store");
  if (!headers.get("Content-Type")?.startsWith("text/html") || !response.body) {
    return new Response(response.body, { status: response.status, headers });
  }
  const encoding = headers.get("Content-Encoding");
  const raw = Buffer.from(await response.arrayBuffer());
  const decode = encoding ? DECODE[encoding] : undefined;
  const body = decode ? await decode(raw) : raw;
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(withNoindexMeta(body.toString("utf8")), { status: response.status, headers });
}
