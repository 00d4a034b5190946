import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { addContentRoutes } from "../content/content-routes";
import type { ContentRegistry } from "../content/content-registry";
import type { LaunchChecklistItem } from "../content/content-pages";
import type { TrustProxy } from "../client-address";
import type { DeliveryChannel } from "../delivery-channels";
import type { Logger } from "../log";
import {
  addPublishRoutes,
  RELEASES_PATH,
  type PublishRouteOptions,
} from "../publish/publish-routes";
import type { LeadStore } from "../store/lead-store";
import { StoreUnavailableError } from "../store/store-faults";
import { leadsCsv } from "./admin-csv";
import { leadsPage } from "./admin-pages";
import { ADMIN_CSP, messagePage } from "./admin-layout";
import { SESSION_COOKIE, signInName, type AdminSessions } from "./admin-session";
import type { LockoutAlert } from "./lockout-alerts";
import { addPersonRoutes } from "./person-routes";
import { addSignInRoutes } from "./sign-in-routes";
import type { SignInLinkRequest } from "./sign-in-links";
import { startOfOfferWeek } from "../../shared/london-time";

const PAGE_SIZE = 100;
/** Every admin form is a password or a button: a few KB is plenty, and nothing larger is read. */
export const MAX_ADMIN_BODY_BYTES = 4 * 1024;
/** A document of the site's content, every field filled to its longest, is well under this. */
export const MAX_CONTENT_BODY_BYTES = 256 * 1024;
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
  trustProxy: TrustProxy;
  onRetry: () => void;
  log: Logger;
  /** The owner's email about a lockout, when the owner's email is configured (kept, then sent). */
  alertLockout?: LockoutAlert | undefined;
  /** A one-time sign-in link to the owner's address, when the owner's email is configured. */
  requestSignInLink?: SignInLinkRequest | undefined;
  /** The site's content model the "Site content" section edits (published through `publishing`). */
  content?:
    { registry: ContentRegistry; launchItems?: () => readonly LaunchChecklistItem[] } | undefined;
  /** Publishing the site's content and its preview (server/publish/). */
  publishing?: PublishRouteOptions | undefined;
  /** The week's capacity of "spots left" in the release answering: over-booking is shown. */
  weeklyCapacity?: ((c: Context) => number) | undefined;
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
    // An address here that is no admin page is the site's not-found page, with the policy its
    // stylesheet needs; the admin pages' policy allows only their own inline style.
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", ADMIN_CSP);
    }
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("Cache-Control", "no-store");
    // Not no-referrer: with it, browsers send `Origin: null` and the check above cannot work.
    c.res.headers.set("Referrer-Policy", "same-origin");
  });
  // Before any handler reads a byte, and so before a sign-in takes a rate token. The site's
  // content editor's forms have a larger limit.
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.html(messagePage("Too large", "That request is larger than any form here sends."), 413),
    });
  const [adminLimit, contentLimit] = [limit(MAX_ADMIN_BODY_BYTES), limit(MAX_CONTENT_BODY_BYTES)];
  admin.post("/admin/*", (c, next) =>
    (c.req.path.startsWith("/admin/content/") ? contentLimit : adminLimit)(c, next),
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
  addSignInRoutes(admin, {
    password: options.password,
    trustProxy: options.trustProxy,
    log: options.log,
    alertLockout: options.alertLockout,
    requestSignInLink: options.requestSignInLink,
    sessionsReady: options.sessions,
    store: storeOr503,
    sessions: sessionsOr503,
    signedIn,
    gated: [
      "/admin/leads",
      "/admin/leads.csv",
      "/admin/deliveries/*",
      "/admin/people",
      "/admin/people/*",
      "/admin/content",
      "/admin/content/*",
      `${RELEASES_PATH}/*`,
      "/admin/preview/*",
    ],
  });

  admin.get("/admin/leads", async (c) => {
    const store = storeOr503();
    const spam = c.req.query("spam") === "1";
    const page = Math.max(
      1,
      Math.min(10_000, Number.parseInt(c.req.query("page") ?? "1", 10) || 1),
    );
    const firstPage = !spam && page === 1;
    const [list, spamList, summary, backlog, unmatched, paidThisWeek] = await Promise.all([
      store.listLeads({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, spam }),
      store.listLeads({ limit: 0, spam: true }),
      // The first page of leads only: the summary is what the owner looks at first.
      firstPage ? store.summariseLeads() : undefined,
      store.backlog(),
      firstPage ? store.unmatchedPayments() : undefined,
      firstPage && options.weeklyCapacity
        ? store.auditsPaidSince(startOfOfferWeek(new Date()))
        : undefined,
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
        ...(paidThisWeek !== undefined && options.weeklyCapacity
          ? { booking: { paidThisWeek, capacity: options.weeklyCapacity(c) } }
          : {}),
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
  if (options.publishing) addPublishRoutes(admin, options.publishing);

  if (options.content) {
    addContentRoutes(admin, {
      ...options.content,
      store: storeOr503,
      author: (c) => signInName(getCookie(c, SESSION_COOKIE)),
      publisher: options.publishing?.publisher,
      log: options.log,
    });
  }

  return admin;
}
