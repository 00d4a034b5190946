import { Hono } from "hono";
import { join } from "node:path";
import { loadHeaderRules } from "./header-rules";
import { createStaticFiles, type StaticFile } from "./static-files";

export interface ServerOptions {
  /** The folder `react-router build` wrote the site to (build/client). */
  clientDir: string;
  /** Routes answered before the static files: the lead API, the admin, the health check. */
  routes?: readonly Hono[];
}

const ONE_YEAR_S = 31_536_000;
/**
 * Build files never answered with 200: React Router's SPA fallback (every page is prerendered, so
 * it would only turn unknown URLs into soft 404s) and the not-found document itself.
 */
const NEVER_200 = new Set(["/__spa-fallback.html", "/404", "/404.html", "/_headers"]);

function isNever200(path: string): boolean {
  return NEVER_200.has(path.replace(/\/index\.html$/, "").replace(/\/+$/, ""));
}

function cacheControl(file: StaticFile): string {
  if (file.immutable) return `public, max-age=${ONE_YEAR_S}, immutable`;
  if (file.isHtml) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

function respond(
  file: StaticFile,
  status: 200 | 404,
  method: string,
  extraHeaders: Record<string, string>,
): Response {
  const headers = new Headers({
    ...extraHeaders,
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl(file),
    Vary: "Accept-Encoding",
  });
  if (file.encoding !== "identity") headers.set("Content-Encoding", file.encoding);
  headers.set("Content-Length", String(file.body.byteLength));
  return new Response(method === "HEAD" ? null : (file.body as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  });
}

/** The site server: the prerendered pages and assets, and a real 404 for everything else. */
export function createApp({ clientDir, routes = [] }: ServerOptions) {
  const files = createStaticFiles(clientDir);
  const headerRules = loadHeaderRules(join(clientDir, "_headers"));
  const app = new Hono();

  // API answers and plain-text 404s get the common security headers too.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headerRules.forPath("*"))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  for (const group of routes) app.route("/", group);

  app.on(["GET", "HEAD"], "*", async (c) => {
    const acceptEncoding = c.req.header("accept-encoding");
    const path = c.req.path;
    const file = isNever200(path) ? null : await files.get(path, acceptEncoding);
    if (file) return respond(file, 200, c.req.method, headerRules.forPath(path));
    const notFound = await files.getByName("404.html", acceptEncoding);
    if (notFound) return respond(notFound, 404, c.req.method, headerRules.forPath("/404"));
    return c.text("Not found", 404);
  });

  return app;
}
