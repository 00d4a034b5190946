import { Hono, type Context, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { logEvent, type Logger } from "./log";
import { markPreviewAnswer } from "./publish/preview-pages";
import { loadRelease, type ServedRelease } from "./publish/served-release";

/** Picks the release a request is answered from, once, before any route runs. */
type ReleaseChooser = (c: Context) => ServedRelease | Promise<ServedRelease>;

export type ServerOptions = (
  | {
      /**
       * The release each request is answered from: the live one, which a publish switches
       * (publish/publisher.ts), or the owner's preview.
       */
      releases: ReleaseChooser;
    }
  | {
      /** One folder `react-router build` wrote the site to (build/client), served as it is. */
      clientDir: string;
    }
) & {
  /** Routes answered before the static files: the lead API, the admin, the health check. */
  routes?: readonly Hono[];
  log?: Logger;
  /** Set for a server that will shut down (runtime.ts): answers 503 while it drains. */
  drain?: Drain;
  /** Runs before the routes: a server taking over holds requests for the store (handover.ts). */
  beforeRoutes?: MiddlewareHandler;
};

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again shortly.";
const RESTARTING_MESSAGE = "The site is restarting. Please try again in a moment.";
/** About one restart: how long a client turned away during a shutdown is told to wait. */
const RESTART_RETRY_AFTER_S = 5;

/**
 * A shutdown that turns requests away with an answer rather than a reset. Once `start()` is
 * called, every new request (on a kept-alive connection, or on a new one while the listener is
 * still open) is answered 503 with `Retry-After` and `Connection: close`; the requests already
 * being handled run to their end, and their answers close their connections too.
 */
export interface Drain {
  /** Resolves once no request that came before is still being handled. */
  start(): Promise<void>;
  /**
   * For a successor that has joined the listening socket (handover.ts): requests are still
   * answered, each answer closing its connection; resolves once none is being handled.
   */
  handOver(): Promise<void>;
  middleware: MiddlewareHandler;
}

export function createDrain(): Drain {
  let draining = false;
  let closing = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const idle = () =>
    inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve));
  return {
    start() {
      draining = true;
      closing = true;
      return idle();
    },
    handOver() {
      closing = true;
      return idle();
    },
    async middleware(c, next) {
      if (draining) {
        const headers = {
          "Retry-After": String(RESTART_RETRY_AFTER_S),
          Connection: "close",
          "Cache-Control": "no-store",
        };
        if (c.req.path.startsWith("/api/")) {
          return c.json({ error: RESTARTING_MESSAGE }, 503, headers);
        }
        return c.text(RESTARTING_MESSAGE, 503, headers);
      }
      inFlight += 1;
      try {
        await next();
      } finally {
        inFlight -= 1;
        if (closing) {
          c.res.headers.set("Connection", "close");
          if (inFlight === 0) onIdle?.();
        }
      }
    },
  };
}

/** The site server: the prerendered pages and assets, and a real 404 for everything else. */
export function createApp(options: ServerOptions) {
  const { routes = [], log = logEvent, drain, beforeRoutes } = options;
  const chooseRelease: ReleaseChooser =
    "releases" in options
      ? options.releases
      : (
          (fixed) => () =>
            fixed
        )(loadRelease(options.clientDir));
  const app = new Hono();

  // API answers and plain-text 404s get the common security headers too, from the same release
  // as the page's own: a publish in the middle of this request changes neither.
  app.use(async (c, next) => {
    const release = await chooseRelease(c);
    c.set("release", release);
    await next();
    if (release.preview) markPreviewAnswer(c.res.headers);
    for (const [name, value] of Object.entries(release.headerRules.forPath("*"))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  if (drain) app.use(drain.middleware);
  if (beforeRoutes) app.use(beforeRoutes);

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

  app.on(["GET", "HEAD"], "*", (c) => c.var.release.serveFile(c));

  return app;
}
