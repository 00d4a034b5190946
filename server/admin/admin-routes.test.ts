// @vitest-environment node
import type * as Crypto from "node:crypto";
import * as crypto from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import type { HookName } from "../config";
import { createAdminSessionStore } from "../store/admin-sessions";
import type { Database } from "../store/sql";
import { createLeadStore, type LeadStore, type NewLead } from "../store/lead-store";
import { openTestEmbedded, useTestDatabase } from "../../tests/support/test-databases";
import { csvCell } from "./admin-csv";
import { ADMIN_CSP } from "./admin-pages";
import {
  createAdminRoutes,
  LOGIN_ATTEMPTS,
  LOGIN_ATTEMPTS_SITE_WIDE,
  MAX_ADMIN_BODY_BYTES,
} from "./admin-routes";
import {
  openAdminSessions,
  passwordMatches,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type AdminSessions,
} from "./admin-session";
import { clearSignInLimits } from "./sign-in-limits";

// The real crypto, with timingSafeEqual watched, to see what the password check compares.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  const timingSafeEqual = vi.fn(actual.timingSafeEqual);
  return { ...actual, default: { ...actual, timingSafeEqual }, timingSafeEqual };
});

const PASSWORD = "correct horse battery staple";
const CONFIGURED: HookName[] = ["contact", "exit-intent"];

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "admin-site-"));
  writeFileSync(join(clientDir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
  writeFileSync(join(clientDir, "index.html"), "<h1>Home</h1>");
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let store: LeadStore;
let sessions: AdminSessions;
let retried: number;

beforeEach(async () => {
  store = createLeadStore(database.db);
  sessions = await openAdminSessions(createAdminSessionStore(database.db), PASSWORD);
  retried = 0;
});

/** The site as the runtime composes it: admin routes only when a password is set. */
function site({
  password = PASSWORD as string | null,
  trustProxy = false,
  available = true,
  leadStore = () => store,
} = {}) {
  return createApp({
    clientDir,
    routes: password
      ? [
          createAdminRoutes({
            password,
            store: () => (available ? leadStore() : null),
            sessions: () => (available ? sessions : null),
            configuredHooks: CONFIGURED,
            trustProxy,
            onRetry: () => {
              retried += 1;
            },
            log: () => undefined,
          }),
        ]
      : [],
  });
}

type Site = ReturnType<typeof site>;

const login = (app: Site, password: string, url = "/admin/login", headers = {}) =>
  app.request(url, { method: "POST", body: new URLSearchParams({ password }), headers });

function sessionCookie(response: Response): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(
    response.headers.get("set-cookie") ?? "",
  );
  if (!match?.[1]) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${match[1]}`;
}

const validCookie = async () => `${SESSION_COOKIE}=${await sessions.start()}`;
const signedInGet = async (app: Site, path: string, cookie?: string) =>
  app.request(path, { headers: { Cookie: cookie ?? (await validCookie()) } });

let sequence = 0;
async function saveLead(overrides: Partial<NewLead> = {}) {
  sequence += 1;
  const { id } = await store.saveLead(
    {
      form: "contact",
      fields: {
        name: "Siân Jones",
        email: `sian${sequence}@example.com`,
        subject: "A new website",
        message: "Please call me.",
      },
      spam: false,
      deliveries: [{ hook: "contact", body: "{}" }],
      rateBucket: "lead:contact:test",
      ...overrides,
    },
    0,
  );
  if (!id) throw new Error("lead not stored");
  return id;
}

async function deliveryIdOf(leadId: string, hook: HookName = "contact") {
  const [row] = await database.db.query<{ id: string }>(
    "SELECT id::text AS id FROM deliveries WHERE lead_id = $1 AND hook = $2",
    [leadId, hook],
  );
  if (!row) throw new Error("no delivery");
  return row.id;
}

async function stateOf(deliveryId: string) {
  const [row] = await database.db.query<{ state: string }>(
    "SELECT state FROM deliveries WHERE id = $1::bigint",
    [deliveryId],
  );
  return row?.state;
}

describe("admin without a password", () => {
  it("does not exist: every /admin path is a 404", async () => {
    const app = site({ password: null });
    for (const path of ["/admin", "/admin/login", "/admin/leads", "/admin/leads.csv"]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
    expect((await login(app, PASSWORD)).status).toBe(404);
    // The same site with a password does have them.
    expect((await site().request("/admin/login")).status).toBe(200);
  });
});

describe("admin sign-in", () => {
  it("signs in with the password and out again", async () => {
    const app = site();
    expect((await app.request("/admin/leads")).headers.get("location")).toBe("/admin/login");

    const response = await login(app, PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads");
    const cookie = sessionCookie(response);
    const leads = await signedInGet(app, "/admin/leads", cookie);
    expect(leads.status).toBe(200);
    expect(await leads.text()).toContain("<h1>Leads</h1>");
    expect((await signedInGet(app, "/admin/login", cookie)).headers.get("location")).toBe(
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
    const replayed = await signedInGet(app, "/admin/leads", cookie);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("location")).toBe("/admin/login");
  });

  it("sets an HttpOnly, SameSite=Strict cookie, Secure unless the host is loopback", async () => {
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
      const cookie = (await login(site(), PASSWORD, url)).headers.get("set-cookie") ?? "";
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

  it("refuses a wrong password with 401 and no cookie", async () => {
    for (const password of ["wrong password!", "", PASSWORD.toUpperCase(), `${PASSWORD} `]) {
      const response = await login(site(), password);
      expect(response.status, password).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).toContain("That password is not right.");
    }
  });

  it("answers 429 after ten attempts from one address, even with the right password", async () => {
    const app = site({ trustProxy: true });
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

  it("does not count the owner's successful sign-ins against the limit", async () => {
    const app = site({ trustProxy: true });
    const from = (password: string) =>
      login(app, password, "/admin/login", { "X-Forwarded-For": "203.0.113.9" });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS * 2; attempt += 1) {
      expect((await from(PASSWORD)).status).toBe(303);
    }
    expect((await from("wrong " + PASSWORD)).status).toBe(401);
  });

  it("answers 503 when the store is unreachable", async () => {
    const response = await login(site({ available: false }), PASSWORD);
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("compares passwords in constant time, over digests of one length", () => {
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

  it("accepts a session only until it expires, and no cookie it did not issue", async () => {
    const app = site();
    const cookie = sessionCookie(await login(app, PASSWORD));
    expect((await signedInGet(app, "/admin/leads", cookie)).status).toBe(200);
    const token = cookie.split("=")[1] ?? "";
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const forged of [flipped, `${token}x`, "", "not a token", token.slice(1)]) {
      const response = await signedInGet(app, "/admin/leads", `${SESSION_COOKIE}=${forged}`);
      expect(response.headers.get("location"), forged).toBe("/admin/login");
    }
    await database.db.query("UPDATE admin_sessions SET expires_at = now() - interval '1 second'");
    expect((await signedInGet(app, "/admin/leads", cookie)).headers.get("location")).toBe(
      "/admin/login",
    );
  });

  it("puts nothing of the password in the cookie, and keeps only a digest of it", async () => {
    const app = site();
    const first = sessionCookie(await login(app, PASSWORD)).split("=")[1] ?? "";
    const second = sessionCookie(await login(app, PASSWORD)).split("=")[1] ?? "";
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    const rows = await database.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM admin_sessions",
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(first);
    const [stored] = await database.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM admin_credentials",
    );
    expect(stored?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored?.password_hash).not.toContain(PASSWORD);
  });

  it("ends every session when the password changes, and keeps them across a restart", async () => {
    const app = site();
    const cookie = sessionCookie(await login(app, PASSWORD));
    // A restart with the same password: the session holds.
    sessions = await openAdminSessions(createAdminSessionStore(database.db), PASSWORD);
    expect((await signedInGet(site(), "/admin/leads", cookie)).status).toBe(200);
    // A start with a new password: it does not.
    const changed = "a brand new admin password";
    sessions = await openAdminSessions(createAdminSessionStore(database.db), changed);
    const after = await signedInGet(site({ password: changed }), "/admin/leads", cookie);
    expect(after.headers.get("location")).toBe("/admin/login");
    // An instance still running with the old password cannot sign anyone in any more.
    const stale = await openAdminSessions(createAdminSessionStore(database.db), changed);
    sessions = stale;
    expect((await login(site({ password: changed }), changed)).status).toBe(303);
  });
});

describe("admin sign-in under attack", () => {
  it("answers a 50 MB sign-in with 413 before reading it or taking a rate token", async () => {
    const app = site();
    const huge = "password=" + "x".repeat(50 * 1024 * 1024);
    const started = performance.now();
    const response = await app.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: huge,
    });
    expect(response.status).toBe(413);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await database.db.query("SELECT 1 FROM rate_events")).toEqual([]);
    // Every admin form post is held to the same limit; a real sign-in fits easily.
    expect(MAX_ADMIN_BODY_BYTES).toBeLessThanOrEqual(8 * 1024);
    const logout = await app.request("/admin/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=" + "y".repeat(MAX_ADMIN_BODY_BYTES),
    });
    expect(logout.status).toBe(413);
    expect((await login(app, PASSWORD)).status).toBe(303);
  });

  it("answers 400 to a malformed form body, never 500", async () => {
    const response = await site().request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
      body: "--zzz\r\nContent-Disposition: form-data; name=password\r\n\r\nsecret",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("could not be read");
  });

  it("holds a site-wide ceiling on guesses from many addresses, until the owner unlocks it", async () => {
    const app = site({ trustProxy: true });
    const from = (address: string, password: string) =>
      login(app, password, "/admin/login", { "X-Forwarded-For": address });
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_SITE_WIDE; attempt += 1) {
      const address = `10.0.${Math.floor(attempt / 250)}.${attempt % 250}`;
      expect((await from(address, `guess ${attempt}`)).status, address).toBe(401);
    }
    const fresh = await from("203.0.113.50", PASSWORD);
    expect(fresh.status).toBe(429);
    expect(fresh.headers.get("set-cookie")).toBeNull();

    // npm run admin:unlock does this.
    // Each guess counted once for its address and once site-wide; the refused one for its address.
    expect(await clearSignInLimits(store)).toBe(LOGIN_ATTEMPTS_SITE_WIDE * 2 + 1);
    expect((await from("203.0.113.50", PASSWORD)).status).toBe(303);
  });

  it("shows the Unavailable page (503), never a 500, when the store fails mid-request", async () => {
    const dir = await openTestEmbedded();
    const closed: Database = dir.db;
    await dir.cleanup();
    const broken = createLeadStore(closed);
    const app = site({ leadStore: () => broken });
    const cookie = await validCookie();
    for (const request of [
      () => login(app, PASSWORD),
      () => signedInGet(app, "/admin/leads", cookie),
      () => signedInGet(app, "/admin/leads.csv", cookie),
    ]) {
      const response = await request();
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Unavailable");
    }
    // It opens (and closes) an embedded database of its own: seconds on a busy machine.
  }, 60_000);
});

describe("admin pages", () => {
  it("escapes markup from every field a lead can carry", async () => {
    const mark = (name: string) => `<x-${name}>"'&</x-${name}>`;
    const contactId = await saveLead({
      fields: {
        name: mark("name"),
        email: mark("email"),
        subject: mark("subject"),
        message: mark("message"),
      },
    });
    await saveLead({
      form: "exit-intent",
      fields: Object.fromEntries(
        [
          "firstName",
          "lastName",
          "email",
          "phone",
          "businessName",
          "websiteUrl",
          "preferredTime",
        ].map((key) => [key, mark(key)]),
      ),
      deliveries: [
        { hook: "exit-intent", body: "{}" },
        { hook: "audit", body: "{}" },
      ],
    });
    await saveLead({ form: mark("form"), fields: { name: mark("other") }, deliveries: [] });
    await database.db.query(
      "UPDATE deliveries SET attempts = 1, last_error = $2 WHERE lead_id = $1",
      [contactId, mark("error")],
    );
    await database.db.query("INSERT INTO deliveries (lead_id, hook, body) VALUES ($1, $2, '{}')", [
      contactId,
      mark("hook"),
    ]);
    await saveLead({ spam: true, fields: { name: mark("spam"), message: mark("spammessage") } });

    const page = await (await signedInGet(site(), "/admin/leads")).text();
    const spamPage = await (await signedInGet(site(), "/admin/leads?spam=1")).text();
    expect(page).not.toContain("<x-");
    expect(spamPage).not.toContain("<x-");
    const escaped = (name: string) => `&lt;x-${name}&gt;&quot;&#39;&amp;&lt;/x-${name}&gt;`;
    for (const name of [
      "name",
      "email",
      "subject",
      "message",
      "firstName",
      "lastName",
      "phone",
      "businessName",
      "websiteUrl",
      "preferredTime",
      "form",
      "error",
      "hook",
    ]) {
      expect(page, name).toContain(escaped(name));
    }
    // Links carry the address percent-encoded, and the number's digits only (admin-pages.ts).
    expect(page).toContain(`href="mailto:%3Cx-email%3E%22&#39;%26%3C%2Fx-email%3E"`);
    expect(page).toContain(`href="tel:"`);
    expect(spamPage).toContain(escaped("spam"));
    expect(spamPage).toContain(escaped("spammessage"));
  });

  it("sends a CSP that allows no script and exactly the page's style, and noindex", async () => {
    await saveLead();
    const app = site();
    const pages = [
      await app.request("/admin/login"),
      await signedInGet(app, "/admin/leads"),
      await login(app, "wrong password!"),
    ];
    for (const response of pages) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toBe(ADMIN_CSP);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src/);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(style.length).toBeGreaterThan(100);
      const hash = crypto.createHash("sha256").update(style).digest("base64");
      expect(csp).toContain(`style-src 'sha256-${hash}'`);
    }
    const csv = await signedInGet(app, "/admin/leads.csv");
    expect(csv.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("exports CSV with a BOM, quoting, and no formula a spreadsheet would run", async () => {
    const leadId = await saveLead({
      fields: {
        name: '=HYPERLINK("https://evil.example","Click")',
        email: "+44@example.com",
        subject: "-2+3",
        message: 'Line one\r\nLine "two", with a comma',
      },
    });
    await saveLead({
      form: "exit-intent",
      fields: {
        firstName: "@SUM(A1)",
        lastName: "Jones",
        email: "sian@example.com",
        phone: "+447700900123",
        businessName: "\tTabbed",
        websiteUrl: "\rReturned",
        preferredTime: "Mornings",
      },
      deliveries: [{ hook: "exit-intent", body: "{}" }],
    });
    await database.db.query("UPDATE deliveries SET state = 'delivered' WHERE lead_id = $1", [
      leadId,
    ]);

    const response = await signedInGet(site(), "/admin/leads.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith(
        '\uFEFF"lead_id","received_at","form","name","email","phone","subject","message",',
      ),
    ).toBe(true);
    expect(text).toContain(',"\'=HYPERLINK(""https://evil.example"",""Click"")",');
    expect(text).toContain(',"\'+44@example.com",');
    expect(text).toContain(',"\'-2+3",');
    expect(text).toContain(',"Line one\r\nLine ""two"", with a comma",');
    expect(text).toContain(',"\'@SUM(A1) Jones","sian@example.com","\'+447700900123",');
    expect(text).toContain(',"\'\tTabbed",');
    expect(text).toContain(',"\'\rReturned",');
    // The webhook states, then the attribution columns, empty for a lead sent without any.
    expect(text).toMatch(/,"delivered","",""(,""){12}\r\n/);
    expect(text.endsWith("\r\n")).toBe(true);

    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("=1+1")).toBe('"\'=1+1"');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("")).toBe('""');
  });

  it("re-queues a failed delivery on Retry now, and refuses a delivered one", async () => {
    const leadId = await saveLead();
    const deliveryId = await deliveryIdOf(leadId);
    await database.db.query(
      "UPDATE deliveries SET state = 'failed', attempts = 5, last_status = 500 WHERE id = $1::bigint",
      [deliveryId],
    );
    const app = site();
    const page = await (await signedInGet(app, "/admin/leads")).text();
    expect(page).toContain(`action="/admin/deliveries/${deliveryId}/retry"`);

    const retry = async (id: string, headers: Record<string, string> = {}) =>
      app.request(`/admin/deliveries/${id}/retry`, {
        method: "POST",
        headers: { Cookie: await validCookie(), ...headers },
      });
    const response = await retry(deliveryId);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/leads?retried=1");
    expect(await stateOf(deliveryId)).toBe("pending");
    expect(retried).toBe(1);
    expect(await (await signedInGet(app, "/admin/leads?retried=1")).text()).toContain(
      "The delivery will be tried again now.",
    );

    await database.db.query("UPDATE deliveries SET state = 'delivered' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    for (const id of [deliveryId, "999999", "abc"]) {
      expect((await retry(id)).status, id).toBe(404);
    }
    expect(await stateOf(deliveryId)).toBe("delivered");
    expect(retried).toBe(1);

    // Signed out, nothing happens.
    await database.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const signedOut = await app.request(`/admin/deliveries/${deliveryId}/retry`, {
      method: "POST",
    });
    expect(signedOut.headers.get("location")).toBe("/admin/login");
    expect(await stateOf(deliveryId)).toBe("failed");
  });

  it("refuses form posts from another site with 403", async () => {
    const leadId = await saveLead();
    const deliveryId = await deliveryIdOf(leadId);
    await database.db.query("UPDATE deliveries SET state = 'failed' WHERE id = $1::bigint", [
      deliveryId,
    ]);
    const app = site();
    const post = async (path: string, headers: Record<string, string>) =>
      app.request(`http://leads.example.co.uk${path}`, {
        method: "POST",
        headers: { Host: "leads.example.co.uk", Cookie: await validCookie(), ...headers },
        body: new URLSearchParams({ password: PASSWORD }),
      });

    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://leads.example.co.uk" },
    ];
    for (const headers of foreign) {
      for (const path of [
        "/admin/login",
        "/admin/logout",
        `/admin/deliveries/${deliveryId}/retry`,
      ]) {
        const response = await post(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
    expect(await stateOf(deliveryId)).toBe("failed");
    expect(retried).toBe(0);

    // The admin's own pages: same host (behind a TLS proxy the scheme differs), or same-origin.
    const own: Record<string, string>[] = [
      { Origin: "https://leads.example.co.uk" },
      { "Sec-Fetch-Site": "same-origin", Origin: "https://leads.example.co.uk" },
      {},
    ];
    for (const headers of own) {
      expect((await post("/admin/login", headers)).status, JSON.stringify(headers)).toBe(303);
    }
    expect((await post(`/admin/deliveries/${deliveryId}/retry`, {})).status).toBe(303);
    expect(await stateOf(deliveryId)).toBe("pending");
  });
});
