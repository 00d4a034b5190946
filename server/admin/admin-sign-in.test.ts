import type * as Crypto from "node:crypto";
import * as crypto from "node:crypto";
import { describe, expect, vi } from "vitest";
import { createAdminSessionStore } from "../store/admin-sessions";
import { login, PASSWORD, sessionCookie, test } from "../../tests/support/admin-site";
import { LOGIN_ATTEMPTS } from "./sign-in-limits";
import {
  openAdminSessions,
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from "./admin-session";

// The real crypto, with timingSafeEqual watched, to see what the password check compares.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const timingSafeEqual = vi.fn(actual.timingSafeEqual);
  return { ...actual, default: { ...actual, timingSafeEqual }, timingSafeEqual };
});

describe("admin without a password", () => {
  test("does not exist: every /admin path is a 404", async ({ admin }) => {
    const app = admin.site({ password: null });
    for (const path of ["/admin", "/admin/login", "/admin/leads", "/admin/leads.csv"]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect((await login(app, PASSWORD)).status).toBe(404);
    // The same site with a password does have them.
    expect((await admin.site().request("/admin/login")).status).toBe(200);
  });
});

describe("admin sign-in", () => {
  test("signs in with the password and out again", async ({ admin }) => {
    const app = admin.site();
    expect((await app.request("/admin/leads")).headers.get("location")).toBe("/admin/login");

    const response = await login(app, PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads");
    const cookie = sessionCookie(response);
    const leads = await admin.signedInGet(app, "/admin/leads", cookie);
    expect(leads.status).toBe(200);
    expect(await leads.text()).toContain("<h1>Leads</h1>");
    expect((await admin.signedInGet(app, "/admin/login", cookie)).headers.get("location")).toBe(
      "/admin/leads",
    );

    const logout = await app.request("/admin/logout", {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/admin/login");
    const cleared = logout.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain("Max-Age=0");
    expect(cleared).toContain("Path=/admin");
    // A copy of the cookie kept from before the sign-out is worth nothing now.
    const replayed = await admin.signedInGet(app, "/admin/leads", cookie);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("location")).toBe("/admin/login");
  });

  test("sets an HttpOnly, SameSite=Strict cookie, Secure unless the host is loopback", async ({
    admin,
  }) => {
    const cases: [string, boolean][] = [
      ["http://localhost/admin/login", false],
      ["http://127.0.0.1:4173/admin/login", false],
      ["http://[::1]:4173/admin/login", false],
      ["https://www.example.co.uk/admin/login", true],
      // Behind a TLS proxy the server sees http: the host, not the scheme, decides.
      ["http://www.example.co.uk/admin/login", true],
      ["http://192.168.1.20:4173/admin/login", true],
    ];
    for (const [url, secure] of cases) {
      const cookie = (await login(admin.site(), PASSWORD, url)).headers.get("set-cookie") ?? "";
      const attributes = cookie.split(/;\s*/).slice(1);
      expect(attributes, url).toEqual(
        expect.arrayContaining([
          "HttpOnly",
          "SameSite=Strict",
          "Path=/admin",
          `Max-Age=${SESSION_TTL_MS / 1000}`,
        ]),
      );
      expect(attributes.includes("Secure"), url).toBe(secure);
    }
  });

  test("over plain HTTP to another host, says the Secure cookie was dropped instead of looping", async ({
    admin,
  }) => {
    const app = admin.site();
    const signIn = await login(app, PASSWORD, "http://www.example.co.uk/admin/login");
    expect(signIn.status).toBe(303);
    const next = signIn.headers.get("location") ?? "";
    expect(next).toBe("/admin/leads?signed-in=1");
    // The browser kept no Secure cookie from a plain HTTP answer, so it sends none back.
    const page = await app.request(`http://www.example.co.uk${next}`);
    expect(page.status).toBe(403);
    const text = await page.text();
    expect(text).toContain("it is marked Secure");
    expect(text).toContain("reached over plain HTTP");
    // With the cookie (HTTPS), the same address is the leads page.
    const leads = await admin.signedInGet(app, next, sessionCookie(signIn));
    expect(leads.status).toBe(200);
    // Over HTTPS, or through a trusted proxy that says so, nothing is marked.
    const secure = await login(app, PASSWORD, "https://www.example.co.uk/admin/login");
    expect(secure.headers.get("location")).toBe("/admin/leads");
    const proxied = await admin
      .site({ trustProxy: true })
      .request("http://www.example.co.uk/admin/login", {
        method: "POST",
        headers: { "X-Forwarded-Proto": "https" },
        body: new URLSearchParams({ password: PASSWORD }),
      });
    expect(proxied.headers.get("location")).toBe("/admin/leads");
  });

  test("refuses a wrong password with 401 and no cookie", async ({ admin }) => {
    for (const password of ["wrong password!", "", PASSWORD.toUpperCase(), `${PASSWORD} `]) {
      const response = await login(admin.site(), password);
      expect(response.status, password).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain("That password is not right.");
    }
  });

  test("answers 429 after ten attempts from one address, even with the right password", async ({
    admin,
  }) => {
    const app = admin.site({ trustProxy: true });
    const from = (address: string, password: string) =>
      login(app, password, "/admin/login", { "X-Forwarded-For": address });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await from("203.0.113.7", "guess " + attempt)).status).toBe(401);
    }
    expect(LOGIN_ATTEMPTS).toBe(10);
    const limited = await from("203.0.113.7", PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect(await limited.text()).toContain("Too many attempts");
    // Another address is not held back.
    expect((await from("203.0.113.8", PASSWORD)).status).toBe(303);
  });

  test("does not count the owner's successful sign-ins against the limit", async ({ admin }) => {
    const app = admin.site({ trustProxy: true });
    const from = (password: string) =>
      login(app, password, "/admin/login", { "X-Forwarded-For": "203.0.113.9" });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS * 2; attempt += 1) {
      expect((await from(PASSWORD)).status).toBe(303);
    }
    expect((await from("wrong " + PASSWORD)).status).toBe(401);
  });

  test("answers 503 when the store is unreachable", async ({ admin }) => {
    const response = await login(admin.site({ available: false }), PASSWORD);
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("compares passwords in constant time, over digests of one length", () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(passwordMatches(PASSWORD, PASSWORD)).toBe(true);
    expect(passwordMatches("short", PASSWORD)).toBe(false);
    expect(passwordMatches(`${PASSWORD}x`.repeat(50), PASSWORD)).toBe(false);
    expect(passwordMatches("", PASSWORD)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(4);
    for (const [given, expected] of compare.mock.calls) {
      expect(given.byteLength).toBe(32);
      expect(expected.byteLength).toBe(32);
    }
  });

  test("accepts a session only until it expires, and no cookie it did not issue", async ({
    admin,
  }) => {
    const app = admin.site();
    const cookie = sessionCookie(await login(app, PASSWORD));
    expect((await admin.signedInGet(app, "/admin/leads", cookie)).status).toBe(200);
    const token = cookie.split("=")[1] ?? "";
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const forged of [flipped, `${token}x`, "", "not a token", token.slice(1)]) {
      const response = await admin.signedInGet(app, "/admin/leads", `${SESSION_COOKIE}=${forged}`);
      expect(response.headers.get("location"), forged).toBe("/admin/login");
    }
    await admin.db.query("UPDATE admin_sessions SET expires_at = now() - interval '1 second'");
    expect((await admin.signedInGet(app, "/admin/leads", cookie)).headers.get("location")).toBe(
      "/admin/login",
    );
  });

  test("puts nothing of the password in the cookie, and keeps only a digest of it", async ({
    admin,
  }) => {
    const app = admin.site();
    const first = sessionCookie(await login(app, PASSWORD)).split("=")[1] ?? "";
    const second = sessionCookie(await login(app, PASSWORD)).split("=")[1] ?? "";
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    const rows = await admin.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM admin_sessions",
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(first);
    const [stored] = await admin.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM admin_credentials",
    );
    expect(stored?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored?.password_hash).not.toContain(PASSWORD);
    // Derived here rather than by the server, which derives each key once per process: the
    // stored key is scrypt of the password at production's cost, not something that looks like it.
    const [, , , , salt, key] = stored?.password_hash.split("$") ?? [];
    const expected = crypto.scryptSync(PASSWORD, Buffer.from(salt ?? "", "base64url"), 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    expect(key).toBe(expected.toString("base64url"));
  });

  test("ends every session when the password changes, and keeps them across a restart", async ({
    admin,
  }) => {
    const app = admin.site();
    const cookie = sessionCookie(await login(app, PASSWORD));
    // A restart with the same password: the session holds.
    admin.replaceSessions(await openAdminSessions(createAdminSessionStore(admin.db), PASSWORD));
    expect((await admin.signedInGet(admin.site(), "/admin/leads", cookie)).status).toBe(200);
    // A start with a new password: it does not.
    const changed = "a brand new admin password";
    admin.replaceSessions(await openAdminSessions(createAdminSessionStore(admin.db), changed));
    const after = await admin.signedInGet(
      admin.site({ password: changed }),
      "/admin/leads",
      cookie,
    );
    expect(after.headers.get("location")).toBe("/admin/login");
    // An instance still running with the old password cannot sign anyone in any more.
    const stale = await openAdminSessions(createAdminSessionStore(admin.db), changed);
    admin.replaceSessions(stale);
    expect((await login(admin.site({ password: changed }), changed)).status).toBe(303);
  });
});
