import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { DeliveryChannel } from "../delivery-channels";
import { isLoopbackHost } from "../loopback-host";
import { clientAddress } from "../client-address";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import { StoreUnavailableError } from "../store/store-faults";
import { leadsCsv } from "./admin-csv";
import { ADMIN_CSP, leadsPage, loginPage, messagePage } from "./admin-pages";
import {
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type AdminSessions,
} from "./admin-session";
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./device-cookies";
import type { LockoutAlert } from "./lockout-alerts";
import { addPersonRoutes } from "./person-routes";
import { admitSignIn, newLockoutEpisode } from "./sign-in-limits";

const PAGE_SIZE = 100;
/** Every admin form is a password or a button: a few KB is plenty, and nothing larger is read. */
export const MAX_ADMIN_BODY_BYTES = 4 * 1024;
/** No spreadsheet needs more; it keeps one request from reading the whole table at once. */
const CSV_MAX_ROWS = 50_000;
const UNAVAILABLE = messagePage(
  "Unavailable",
  "The lead store is not reachable. Try again shortly.",
);

export interface AdminOptions {
  password: string;
  store: () => LeadStore | null;
  /** The owner's sessions: null until the store is ready. */
  sessions: () => AdminSessions | null;
  configuredHooks: readonly DeliveryChannel[];
  trustProxy: boolean;
  onRetry: () => void;
  log: Logger;
  /** The owner's email about a lockout, when the owner's email is configured (kept, then sent). */
  alertLockout?: LockoutAlert | undefined;
}

/**
 * A form post from the admin's own pages, not from another site: browsers say so in
 * Sec-Fetch-Site, older ones in Origin. Hosts, not origins, are compared, because behind a TLS
 * proxy this server sees plain http.
 */
function isSameOriginPost(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = c.req.header("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === c.req.header("host");
  } catch {
    return false;
  }
}

/** As far as this server can tell (a trusted proxy's X-Forwarded-Proto, else its own URL). */
function overPlainHttp(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy
    ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()
    : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.replace(/:$/, "")) === "http";
}

/** Marks the redirect after a sign-in whose Secure cookie the browser may drop (plain HTTP). */
const SIGNED_IN_MARK = "signed-in";
const COOKIE_REFUSED =
  "You signed in, but your browser did not send the sign-in cookie back: it is marked Secure, " +
  "so browsers keep it only over HTTPS, and this page was reached over plain HTTP. Open this " +
  "page at its https:// address instead (behind a proxy, the proxy must serve HTTPS).";

/**
 * The owner's view of the leads at /admin: server-rendered HTML, no client script, behind
 * ADMIN_PASSWORD (without it these routes do not exist and /admin answers 404).
 */
export function createAdminRoutes(options: AdminOptions) {
  const admin = new Hono();
  const devices = createDeviceCookies(options.password);

  admin.use("/admin/*", async (c, next) => {
    // Forms post back to this origin only; SameSite=Strict already keeps the cookie home.
    if (c.req.method === "POST" && !isSameOriginPost(c)) return c.text("Forbidden", 403);
    await next();
    c.res.headers.set("Content-Security-Policy", ADMIN_CSP);
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Cache-Control", "no-store");
    // Not no-referrer: with it, browsers send `Origin: null` and the check above cannot work.
    c.res.headers.set("Referrer-Policy", "same-origin");
  });
  // Before any handler reads a byte, and so before a sign-in takes a rate token.
  admin.post(
    "/admin/*",
    bodyLimit({
      maxSize: MAX_ADMIN_BODY_BYTES,
      onError: (c) =>
        c.html(messagePage("Too large", "That request is larger than any form here sends."), 413),
    }),
  );

  // The store failing mid-request (PostgreSQL restarting, a full disk) is "try again", not a 500.
  admin.onError((error, c) => {
    options.log("admin-error", { path: c.req.path, error: error.name, message: error.message });
    return c.html(UNAVAILABLE, 503);
  });

  const sessionsOr503 = () => {
    const sessions = options.sessions();
    if (!sessions) throw new StoreUnavailableError("the admin sessions are not ready");
    return sessions;
  };
  const storeOr503 = () => {
    const store = options.store();
    if (!store) throw new StoreUnavailableError("the lead store is not ready");
    return store;
  };
  const signedIn = (c: Context) => sessionsOr503().isSignedIn(getCookie(c, SESSION_COOKIE));

  admin.get("/admin", (c) => c.redirect("/admin/leads", 303));
  admin.get("/admin/login", async (c) =>
    options.sessions() && (await signedIn(c))
      ? c.redirect("/admin/leads", 303)
      : c.html(loginPage()),
  );

  admin.post("/admin/login", async (c) => {
    let password: string;
    try {
      const form = await c.req.parseBody();
      password = typeof form.password === "string" ? form.password : "";
    } catch {
      return c.html(loginPage({ error: "That request could not be read. Try again." }), 400);
    }
    const store = storeOr503();
    const sessions = sessionsOr503();
    const admission = await admitSignIn(store, {
      address: clientAddress(c, options.trustProxy),
      device: await devices.verify(getCookie(c, DEVICE_COOKIE)),
    });
    if (!admission.allowed) {
      if (await newLockoutEpisode(store, admission.bucket))
        options.log("admin", { status: "sign-in-locked", lockout: admission.lockout });
      await options.alertLockout?.(store, admission.lockout);
      return c.html(loginPage({ error: "Too many attempts. Try again in 15 minutes." }), 429);
    }
    if (!passwordMatches(password, options.password)) {
      return c.html(loginPage({ error: "That password is not right." }), 401);
    }
    // Only failed attempts count against a limit: the owner may sign in as often as needed.
    for (const bucket of admission.clear) await store.clearRateEvents(bucket);
    // A laptop has no TLS; anywhere else the cookies must never travel in clear text.
    const secure = !isLoopbackHost(new URL(c.req.url).hostname);
    const cookie = {
      httpOnly: true,
      secure,
      sameSite: "Strict",
      path: "/admin",
    } as const;
    setCookie(c, SESSION_COOKIE, await sessions.start(), {
      ...cookie,
      maxAge: SESSION_TTL_MS / 1000,
    });
    // A fresh nonce each time: the device's count of failures starts again with it.
    setCookie(c, DEVICE_COOKIE, await devices.issue(), {
      ...cookie,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    // Over plain HTTP the browser drops a Secure cookie: marked, the next page can say so rather
    // than send the owner silently back to the sign-in form.
    const mark = secure && overPlainHttp(c, options.trustProxy) ? `?${SIGNED_IN_MARK}=1` : "";
    return c.redirect(`/admin/leads${mark}`, 303);
  });

  admin.post("/admin/logout", async (c) => {
    await sessionsOr503().end(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: "/admin" });
    return c.redirect("/admin/login", 303);
  });

  for (const path of [
    "/admin/leads",
    "/admin/leads.csv",
    "/admin/deliveries/*",
    "/admin/people",
    "/admin/people/*",
  ]) {
    admin.use(path, async (c, next) => {
      if (await signedIn(c)) return next();
      if (c.req.query(SIGNED_IN_MARK) === "1")
        return c.html(loginPage({ error: COOKIE_REFUSED }), 403);
      return c.redirect("/admin/login", 303);
    });
  }

  admin.get("/admin/leads", async (c) => {
    const store = storeOr503();
    const spam = c.req.query("spam") === "1";
    const page = Math.max(
      1,
      Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1),
    );
    const firstPage = !spam && page === 1;
    const [list, spamList, summary, backlog, unmatched] = await Promise.all([
      store.listLeads({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, spam }),
      store.listLeads({ limit: 0, spam: true }),
      // The first page of leads only: the summary is what the owner looks at first.
      firstPage ? store.summariseLeads() : undefined,
      store.backlog(),
      firstPage ? store.unmatchedPayments() : undefined,
    ]);
    const notice =
      c.req.query("retried") === "1" ? "The delivery will be tried again now." : undefined;
    return c.html(
      leadsPage({
        ...list,
        page,
        pageSize: PAGE_SIZE,
        spam,
        spamTotal: spamList.total,
        configured: options.configuredHooks,
        notice,
        backlog,
        ...(summary ? { summary } : {}),
        ...(unmatched ? { unmatched } : {}),
      }),
    );
  });

  admin.get("/admin/leads.csv", async (c) => {
    const store = storeOr503();
    const { leads } = await store.listLeads({ limit: CSV_MAX_ROWS });
    const date = new Date().toISOString().slice(0, 10);
    return c.body(leadsCsv(leads), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
    });
  });

  admin.post("/admin/deliveries/:id/retry", async (c) => {
    const store = storeOr503();
    if (!(await store.retryNow(c.req.param("id")))) {
      return c.html(
        messagePage("Nothing to retry", "That delivery has already been delivered."),
        404,
      );
    }
    options.onRetry();
    return c.redirect("/admin/leads?retried=1", 303);
  });

  addPersonRoutes(admin, {
    store: storeOr503,
    configuredHooks: options.configuredHooks,
    log: options.log,
  });

  return admin;
}
