import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createApp } from "../../server/app";
import type { HookName } from "../../server/config";
import { createAdminRoutes } from "../../server/admin/admin-routes";
import {
  openAdminSessions,
  SESSION_COOKIE,
  type AdminSessions,
} from "../../server/admin/admin-session";
import type { Logger } from "../../server/log";
import { createAdminSessionStore } from "../../server/store/admin-sessions";
import { createLeadStore, type LeadStore, type NewLead } from "../../server/store/lead-store";
import { openTestEmbedded, useTestDatabase } from "./test-databases";

// Shared by the admin route specs: importing this registers the hooks that give each test a
// fresh embedded store, session store and static client directory. The `let` bindings are live,
// so specs read the current store and sessions without a getter.
export const PASSWORD = "correct horse battery staple";
const CONFIGURED: HookName[] = ["contact", "exit-intent"];

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), "admin-site-"));
  writeFileSync(join(clientDir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
  writeFileSync(join(clientDir, "index.html"), "<h1>Home</h1>");
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

export const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
export let store: LeadStore;
export let sessions: AdminSessions;
/** For a spec that reopens the session store, as the server does after a restart. */
export function replaceSessions(next: AdminSessions) {
  sessions = next;
}
export let retried: number;

beforeEach(async () => {
  store = createLeadStore(database.db);
  sessions = await openAdminSessions(createAdminSessionStore(database.db), PASSWORD);
  retried = 0;
});

/** The site as the runtime composes it: admin routes only when a password is set. */
export function site({
  password = PASSWORD as string | null,
  trustProxy = false,
  available = true,
  leadStore = () => store,
  log = (() => undefined) as Logger,
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
          }),
        ]
      : [],
  });
}

export type Site = ReturnType<typeof site>;

export const login = (app: Site, password: string, url = "/admin/login", headers = {}) =>
  app.request(url, { method: "POST", body: new URLSearchParams({ password }), headers });

export function sessionCookie(response: Response): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(
    response.headers.get("set-cookie") ?? "",
  );
  if (!match?.[1]) throw new Error("no session cookie");
  return `${SESSION_COOKIE}=${match[1]}`;
}

export const validCookie = async () => `${SESSION_COOKIE}=${await sessions.start()}`;
export const signedInGet = async (app: Site, path: string, cookie?: string) =>
  app.request(path, { headers: { Cookie: cookie ?? (await validCookie()) } });

let sequence = 0;
export async function saveLead(overrides: Partial<NewLead> = {}) {
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

export async function deliveryIdOf(leadId: string, hook: HookName = "contact") {
  const [row] = await database.db.query<{ id: string }>(
    "SELECT id::text AS id FROM deliveries WHERE lead_id = $1 AND hook = $2",
    [leadId, hook],
  );
  if (!row) throw new Error("no delivery");
  return row.id;
}

export async function stateOf(deliveryId: string) {
  const [row] = await database.db.query<{ state: string }>(
    "SELECT state FROM deliveries WHERE id = $1::bigint",
    [deliveryId],
  );
  return row?.state;
}
