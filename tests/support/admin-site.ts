import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/app";
import type { HookName } from "../../server/delivery-channels";
import { createAdminRoutes, type AdminOptions } from "../../server/admin/admin-routes";
import {
  openAdminSessions,
  SESSION_COOKIE,
  type AdminSessions,
} from "../../server/admin/admin-session";
import { TEST_REGISTRY } from "../../server/content/test-registry";
import type { Logger } from "../../server/log";
import { createAdminSessionStore } from "../../server/store/admin-sessions";
import { createLeadStore, type LeadStore, type NewLead } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import { testWithDatabase } from "./test-databases";

/**
 * The admin route specs' `admin` fixture: the admin routes over a fresh embedded store and session
 * store, served with a static client directory kept for the file. A spec asks for it by name from
 * this `test`.
 */
export const PASSWORD = "correct horse battery staple";
/** The fixture site's not-found page's own policy, as the build writes one for each page. */
export const NOT_FOUND_CSP = "default-src 'self'; style-src 'self'";
const CONFIGURED: HookName[] = ["contact", "exit-intent"];

export type Site = ReturnType<typeof createApp>;

async function adminOn(db: Database, clientDir: string) {
  const store: LeadStore = createLeadStore(db);
  let sessions: AdminSessions = await openAdminSessions(createAdminSessionStore(db), PASSWORD);
  let retried = 0;
  let sequence = 0;
  const validCookie = async () => `${SESSION_COOKIE}=${await sessions.start()}`;
  return {
    db,
    store,
    get sessions() {
      return sessions;
    },
    /** For a spec that reopens the session store, as the server does after a restart. */
    replaceSessions(next: AdminSessions) {
      sessions = next;
    },
    /** Retry now presses so far in this test. */
    get retried() {
      return retried;
    },
    /** The site as the runtime composes it: admin routes only when a password is set. */
    site({
      password = PASSWORD as string | null,
      trustProxy = false,
      available = true,
      leadStore = () => store,
      log = (() => undefined) as Logger,
      content = { registry: TEST_REGISTRY } as AdminOptions["content"],
      publishing = undefined as AdminOptions["publishing"],
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
                log,
                content,
                publishing,
              }),
            ]
          : [],
      });
    },
    validCookie,
    signedInGet: async (app: Site, path: string, cookie?: string) =>
      app.request(path, { headers: { Cookie: cookie ?? (await validCookie()) } }),
    async saveLead(overrides: Partial<NewLead> = {}) {
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
    },
    async deliveryIdOf(leadId: string, hook: HookName = "contact") {
      const [row] = await db.query<{ id: string }>(
        "SELECT id::text AS id FROM deliveries WHERE lead_id = $1 AND hook = $2",
        [leadId, hook],
      );
      if (!row) throw new Error("no delivery");
      return row.id;
    },
    async stateOf(deliveryId: string) {
      const [row] = await db.query<{ state: string }>(
        "SELECT state FROM deliveries WHERE id = $1::bigint",
        [deliveryId],
      );
      return row?.state;
    },
  };
}

export type AdminSite = Awaited<ReturnType<typeof adminOn>>;

export const test = testWithDatabase
  // eslint-disable-next-line no-empty-pattern -- vitest reads what a fixture needs from its first parameter
  .extend("adminClientDir", { scope: "file" }, ({}, { onCleanup }) => {
    const clientDir = mkdtempSync(join(tmpdir(), "admin-site-"));
    onCleanup(() => rmSync(clientDir, { recursive: true, force: true }));
    writeFileSync(
      join(clientDir, "_headers"),
      `/*\n  X-Content-Type-Options: nosniff\n/404\n  Content-Security-Policy: ${NOT_FOUND_CSP}\n`,
    );
    writeFileSync(join(clientDir, "index.html"), "<h1>Home</h1>");
    writeFileSync(
      join(clientDir, "404.html"),
      '<link rel="stylesheet" href="/site.css"><h1>Page not found</h1>',
    );
    return clientDir;
  })
  .extend("admin", ({ database, adminClientDir }) => adminOn(database, adminClientDir));

export const login = (app: Site, password: string, url = "/admin/login", headers = {}) =>
  app.request(url, { method: "POST", body: new URLSearchParams({ password }), headers });

export function sessionCookie(response: Response): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(
    response.headers.get("set-cookie") ?? "",
  );
  if (!match?.[1]) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${match[1]}`;
}
