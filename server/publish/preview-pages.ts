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
 * A file of the owner's preview as served (served-release.ts): a page gets the robots meta, and
 * is sent uncompressed since it is rewritten; any other file is sent as it is.
 */
export async function asPreviewFile(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) {
    return response;
  }
  const headers = new Headers(response.headers);
  const encoding = headers.get("Content-Encoding");
  const raw = Buffer.from(await response.arrayBuffer());
  const decode = encoding ? DECODE[encoding] : undefined;
  const body = decode ? await decode(raw) : raw;
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  return new Response(withNoindexMeta(body.toString("utf8")), {
    status: response.status,
    headers,
  });
}

/** Every answer to a request the preview answered: never indexed, never kept by a cache. */
export function markPreviewAnswer(headers: Headers): void {
  headers.set("X-Robots-Tag", NOINDEX);
  headers.set("Cache-Control", "private, no-store");
}
