import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isLoopbackHost, type HookName } from "../config";
import { clientAddress } from "../leads/lead-api";
import { rateBucket, type LeadStore } from "../store/lead-store";
import { leadsCsv } from "./admin-csv";
import { ADMIN_CSP, leadsPage, loginPage, messagePage } from "./admin-pages";
import {
  createSessionToken,
  isValidSession,
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from "./admin-session";

const PAGE_SIZE = 100;
/** Sign-in attempts per address in the window below, across every instance; a success resets it. */
export const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 15 * 60_000;
/** No spreadsheet needs more; it keeps one request from reading the whole table at once. */
const CSV_MAX_ROWS = 50_000;

export interface AdminOptions {
  password: string;
  store: () => LeadStore | null;
  configuredHooks: readonly HookName[];
  trustProxy: boolean;
  onRetry: () => void;
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

/**
 * The owner's view of the leads at /admin: server-rendered HTML, no client script, behind
 * ADMIN_PASSWORD (without it these routes do not exist and /admin answers 404).
 */
export function createAdminRoutes(options: AdminOptions) {
  const admin = new Hono();

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

  const signedIn = (c: Context) => isValidSession(getCookie(c, SESSION_COOKIE), options.password);
  const storeOr503 = (c: Context) => {
    const store = options.store();
    if (!store) c.status(503);
    return store;
  };

  admin.get("/admin", (c) => c.redirect("/admin/leads", 303));
  admin.get("/admin/login", (c) =>
    signedIn(c) ? c.redirect("/admin/leads", 303) : c.html(loginPage()),
  );

  admin.post("/admin/login", async (c) => {
    const store = storeOr503(c);
    if (!store) return c.html(messagePage("Unavailable", "The lead store is not reachable."));
    const bucket = rateBucket("login", clientAddress(c, options.trustProxy));
    if (!(await store.takeRateToken(bucket, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS))) {
      return c.html(loginPage({ error: "Too many attempts. Try again in 15 minutes." }), 429);
    }
    const form = await c.req.parseBody();
    const password = typeof form.password === "string" ? form.password : "";
    if (!passwordMatches(password, options.password)) {
      return c.html(loginPage({ error: "That password is not right." }), 401);
    }
    // Only failed attempts count against the limit: the owner may sign in as often as needed.
    await store.clearRateEvents(bucket);
    setCookie(c, SESSION_COOKIE, createSessionToken(options.password), {
      httpOnly: true,
      // A laptop has no TLS; anywhere else the cookie must never travel in clear text.
      secure: !isLoopbackHost(new URL(c.req.url).hostname),
      sameSite: "Strict",
      path: "/admin",
      maxAge: SESSION_TTL_MS / 1000,
    });
    return c.redirect("/admin/leads", 303);
  });

  admin.post("/admin/logout", (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: "/admin" });
    return c.redirect("/admin/login", 303);
  });

  for (const path of ["/admin/leads", "/admin/leads.csv", "/admin/deliveries/*"]) {
    admin.use(path, async (c, next) => (signedIn(c) ? next() : c.redirect("/admin/login", 303)));
  }

  admin.get("/admin/leads", async (c) => {
    const store = storeOr503(c);
    if (!store) return c.html(messagePage("Unavailable", "The lead store is not reachable."));
    const spam = c.req.query("spam") === "1";
    const page = Math.max(
      1,
      Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1),
    );
    const [list, spamList] = await Promise.all([
      store.listLeads({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, spam }),
      store.listLeads({ limit: 0, spam: true }),
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
      }),
    );
  });

  admin.get("/admin/leads.csv", async (c) => {
    const store = storeOr503(c);
    if (!store) return c.text("The lead store is not reachable.");
    const { leads } = await store.listLeads({ limit: CSV_MAX_ROWS });
    const date = new Date().toISOString().slice(0, 10);
    return c.body(leadsCsv(leads), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
    });
  });

  admin.post("/admin/deliveries/:id/retry", async (c) => {
    const store = storeOr503(c);
    if (!store) return c.html(messagePage("Unavailable", "The lead store is not reachable."));
    if (!(await store.retryNow(c.req.param("id")))) {
      return c.html(
        messagePage("Nothing to retry", "That delivery has already been delivered."),
        404,
      );
    }
    options.onRetry();
    return c.redirect("/admin/leads?retried=1", 303);
  });

  return admin;
}
