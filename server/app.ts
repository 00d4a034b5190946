import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { join } from "node:path";
import { loadHeaderRules } from "./header-rules";
import { logEvent, type Logger } from "./log";
import { createStaticFiles } from "./static-files";

export interface ServerOptions {
  /** The folder `react-router build` wrote the site to (build/client). */
  clientDir: string;
  /** Routes answered before the static files: the lead API, the admin, the health check. */
  routes?: readonly Hono[];
  log?: Logger;
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again shortly.";

/** The site server: the prerendered pages and assets, and a real 404 for everything else. */
export function createApp({ clientDir, routes = [], log = logEvent }: ServerOptions) {
  const headerRules = loadHeaderRules(join(clientDir, "_headers"));
  const serveSiteFile = createStaticFiles(clientDir, headerRules);
  const app = new Hono();

  // API answers and plain-text 404s get the common security headers too.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headerRules.forPath("*"))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  // Any uncaught error in any route: one log line (never the request's body or headers) and a
  // short answer without the error's details.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    log("request-error", {
      method: c.req.method,
      path: c.req.path,
      error: error.name,
      message: error.message,
    });
    const headers = { "Cache-Control": "no-store" };
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: INTERNAL_ERROR_MESSAGE }, 500, headers);
    }
    return c.text(INTERNAL_ERROR_MESSAGE, 500, headers);
  });

  for (const group of routes) app.route("/", group);

  app.on(["GET", "HEAD"], "*", serveSiteFile);

  return app;
}
