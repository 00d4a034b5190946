import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import type { HeaderRules } from "./header-rules";

const ONE_YEAR_S = 31_536_000;

/**
 * Build files never answered with 200: React Router's SPA fallback (every page is prerendered, so
 * it would only turn unknown URLs into soft 404s), the not-found document itself and the
 * `_headers` file.
 */
const NEVER_200 = new Set(["/__spa-fallback.html", "/404", "/404.html", "/_headers"]);

/**
 * Paths serveStatic would serve but we do not. It refuses `.` and `..` segments, `//`,
 * backslashes and any `%` left after decoding (so `%2e%2e` and `%2f` tricks fail), but would
 * serve hidden files (`/.env`) and the compressed copies under their own names.
 */
function isServable(path: string): boolean {
  if (path.includes("\0") || /(?:^|\/)\./.test(path) || /\.(?:br|gz)$/.test(path)) return false;
  return !NEVER_200.has(path.replace(/\/index\.html$/, "").replace(/\/+$/, ""));
}

function cacheControl(path: string, contentType: string): string {
  // Hashed build assets never change under the same name.
  if (path.startsWith("/assets/")) return `public, max-age=${ONE_YEAR_S}, immutable`;
  if (contentType.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/**
 * Serves the build folder with Hono's serveStatic: `/a` and `/a/` find `a/index.html`, and text
 * files are sent as the `.br` or `.gz` copy the build wrote beside them (brotli preferred), so
 * nothing is compressed during a request. serveStatic does not know our caching, security headers
 * or 404 document, so this thin layer adds them to what it answers:
 * - every file gets `Vary: Accept-Encoding` (serveStatic sets it only on compressed answers,
 *   and a cache must not hand the uncompressed copy to everyone either),
 * - Cache-Control by path, and the build's `_headers` rules (each page's CSP),
 * - anything not found is the not-found document with status 404 (serveStatic would answer 200).
 */
export function createStaticFiles(clientDir: string, headerRules: HeaderRules) {
  const files = serveStatic({ root: clientDir, precompressed: true });
  const notFoundPage = serveStatic({ root: clientDir, path: "404.html", precompressed: true });
  const noNext = async () => undefined;

  function withSiteHeaders(response: Response, rulesPath: string, status = response.status) {
    const headers = new Headers(response.headers);
    const contentType = headers.get("Content-Type") ?? "";
    for (const [name, value] of Object.entries(headerRules.forPath(rulesPath))) {
      headers.set(name, value);
    }
    headers.set("Cache-Control", cacheControl(rulesPath, contentType));
    headers.set("Vary", "Accept-Encoding");
    return new Response(response.body, { status, headers });
  }

  /** The file for the request (GET or HEAD), or the not-found document with 404. */
  return async function serveSiteFile(c: Context): Promise<Response> {
    const path = c.req.path;
    if (isServable(path)) {
      const found = await files(c, noNext);
      // Also a 206 or 416 answer to a Range request, with serveStatic's status.
      if (found) return withSiteHeaders(found, path);
    }
    const notFound = await notFoundPage(c, noNext);
    if (notFound) return withSiteHeaders(notFound, "/404", 404);
    return c.text("Not found", 404);
  };
}
