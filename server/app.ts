import { Hono } from "hono";
import { join } from "node:path";
import { loadHeaderRules } from "./header-rules";
import { createStaticFiles } from "./static-files";

export interface ServerOptions {
  /** The folder `react-router build` wrote the site to (build/client). */
  clientDir: string;
  /** Routes answered before the static files: the lead API, the admin, the health check. */
  routes?: readonly Hono[];
}

/** The site server: the prerendered pages and assets, and a real 404 for everything else. */
export function createApp({ clientDir, routes = [] }: ServerOptions) {
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

  for (const group of routes) app.route("/", group);

  app.on(["GET", "HEAD"], "*", serveSiteFile);

  return app;
}
