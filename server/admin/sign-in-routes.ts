import type { Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { clientAddress, fromTrustedProxy, type TrustProxy } from "../client-address";
import type { Logger } from "../log";
import { isLoopbackHost } from "../loopback-host";
import type { LeadStore } from "../store/lead-store";
import { loginPage } from "./admin-layout";
import {
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type AdminSessions,
} from "./admin-session";
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from "./device-cookies";
import type { LockoutAlert } from "./lockout-alerts";
import { admitSignIn, newLockoutEpisode } from "./sign-in-limits";
import { addSignInLinkRoutes } from "./sign-in-link-routes";
import type { SignInLinkRequest } from "./sign-in-links";

export interface SignInRouteOptions {
  password: string;
  trustProxy: TrustProxy;
  log: Logger;
  alertLockout?: LockoutAlert | undefined;
  /** A sign-in link to the owner's address, when the owner's email is configured. */
  requestSignInLink?: SignInLinkRequest | undefined;
  /** The owner's sessions, or null while the store is not ready. */
  sessionsReady: () => AdminSessions | null;
  /** The store and the sessions, or a 503 (StoreUnavailableError) when they are not ready. */
  store: () => LeadStore;
  sessions: () => AdminSessions;
  signedIn: (c: Context) => Promise<boolean>;
  /** The pages only a signed-in owner sees: anyone else is sent to the sign-in page. */
  gated: readonly string[];
}

/** As far as this server can tell (a trusted proxy's X-Forwarded-Proto, else its own URL). */
function overPlainHttp(c: Context, trustProxy: TrustProxy): boolean {
  const forwarded = fromTrustedProxy(c, trustProxy)
    ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim()
    : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.replace(/:$/, "")) === "http";
}

const LOCKED_OUT =
  "Too many attempts. Try again in 15 minutes, or email yourself a sign-in link below.";
/** Marks the redirect after a sign-in whose Secure cookie the browser may drop (plain HTTP). */
const SIGNED_IN_MARK = "signed-in";
const COOKIE_REFUSED =
  "You signed in, but your browser did not send the sign-in cookie back: it is marked Secure, " +
  "so browsers keep it only over HTTPS, and this page was reached over plain HTTP. Open this " +
  "page at its https:// address instead (behind a proxy, the proxy must serve HTTPS).";

/**
 * Signing in and out of the owner's pages, and the gate in front of them: a password limited per
 * address, device and site-wide (sign-in-limits.ts), a session cookie and a device cookie, both
 * Secure except on loopback.
 */
export function addSignInRoutes(admin: Hono, options: SignInRouteOptions) {
  const devices = createDeviceCookies(options.password);

  admin.get("/admin/login", async (c) =>
    options.sessionsReady() && (await options.signedIn(c))
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
    const store = options.store();
    const admission = await admitSignIn(store, {
      address: clientAddress(c, options.trustProxy),
      device: await devices.verify(getCookie(c, DEVICE_COOKIE)),
    });
    if (!admission.allowed) {
      if (await newLockoutEpisode(store, admission.bucket))
        options.log("admin", { status: "sign-in-locked", lockout: admission.lockout });
      await options.alertLockout?.(store, admission.lockout);
      return c.html(loginPage({ error: LOCKED_OUT }), 429);
    }
    if (!passwordMatches(password, options.password)) {
      return c.html(loginPage({ error: "That password is not right." }), 401);
    }
    // Only failed attempts count against a limit: the owner may sign in as often as needed.
    for (const bucket of admission.clear) await store.clearRateEvents(bucket);
    return signInThisBrowser(c);
  });

  /**
   * The session and device cookies, then the leads: after the password, or a sign-in link
   * (sign-in-link-routes.ts), whose browser is then known and passes the site-wide ceiling.
   */
  async function signInThisBrowser(c: Context) {
    // A laptop has no TLS; anywhere else the cookies must never travel in clear text.
    const secure = !isLoopbackHost(new URL(c.req.url).hostname);
    const cookie = {
      httpOnly: true,
      secure,
      sameSite: "Strict",
      path: "/admin",
    } as const;
    setCookie(c, SESSION_COOKIE, await options.sessions().start(), {
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
  }

  addSignInLinkRoutes(admin, {
    store: options.store,
    requestLink: options.requestSignInLink,
    signIn: signInThisBrowser,
  });

  admin.post("/admin/logout", async (c) => {
    await options.sessions().end(getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: "/admin" });
    return c.redirect("/admin/login", 303);
  });

  for (const path of options.gated) {
    admin.use(path, async (c, next) => {
      if (await options.signedIn(c)) return next();
      if (c.req.query(SIGNED_IN_MARK) === "1")
        return c.html(loginPage({ error: COOKIE_REFUSED }), 403);
      return c.redirect("/admin/login", 303);
    });
  }
}
