import { afterEach, beforeEach } from "vitest";
import { createAdminRoutes } from "../../server/admin/admin-routes";
import { openAdminSessions } from "../../server/admin/admin-session";
import { lockoutAlertsFor } from "../../server/admin/lockout-alerts";
import { signInLinksFor } from "../../server/admin/sign-in-links";
import type { Logger, LogFields } from "../../server/log";
import { createOutbox, type Outbox } from "../../server/leads/outbox";
import { createOwnerEmail } from "../../server/leads/owner-email";
import { createAdminSessionStore } from "../../server/store/admin-sessions";
import { createLeadStore } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import { startSmtpReceiver, type SmtpReceiver } from "./smtp-receiver";

export const ADMIN_PASSWORD = "correct horse battery staple";
export const ADMIN_SITE = "https://leads.example";
export const OWNER_ADDRESS = "owner@example.com";

/**
 * One server's admin routes and outbox on a shared database, as the runtime composes them with
 * the owner's email (sent through `smtp`) or, with `ownerEmail: false`, without it. Behind a
 * trusted proxy, so a request names its address in X-Forwarded-For. The outbox is not started.
 */
export async function adminInstance(
  db: Database,
  {
    smtp,
    log,
    ownerEmail: withEmail = true,
  }: { smtp: SmtpReceiver; log: Logger; ownerEmail?: boolean },
) {
  const store = createLeadStore(db);
  const ownerEmail = { smtpUrl: smtp.url(), to: [OWNER_ADDRESS], from: "site@example.com" };
  const outbox = createOutbox({
    store,
    webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
    email: createOwnerEmail({
      config: ownerEmail,
      timeoutMs: 2_000,
      adminUrl: `${ADMIN_SITE}/admin/leads`,
      store,
    }),
    retryBaseMs: 20,
    timeoutMs: 2_000,
    log,
  });
  const sessions = await openAdminSessions(createAdminSessionStore(db), ADMIN_PASSWORD);
  const config = { ownerEmail: withEmail ? ownerEmail : undefined };
  const wakeOutbox = () => outbox.wake();
  const app = createAdminRoutes({
    password: ADMIN_PASSWORD,
    store: () => store,
    sessions: () => sessions,
    configuredHooks: [],
    trustProxy: true,
    onRetry: wakeOutbox,
    log,
    alertLockout: lockoutAlertsFor(config, { wakeOutbox, log }),
    requestSignInLink: signInLinksFor(config, { wakeOutbox, log }),
  });
  /** A form post from `address`, with the browser's cookies if it has any. */
  const post = (path: string, address: string, form: Record<string, string>, cookie = "") =>
    app.request(path, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
    });
  const guess = (address: string, password = "a wrong guess", cookie = "") =>
    post("/admin/login", address, { password }, cookie);
  return { store, outbox, app, post, guess };
}

export type AdminInstance = Awaited<ReturnType<typeof adminInstance>>;

/**
 * For a `describe` over one engine's database: a fresh SMTP receiver and log for each test, and
 * `instance()` to start servers on the database, whose outboxes are stopped after the test.
 */
export function useAdminInstances(database: { readonly db: Database }) {
  let smtp: SmtpReceiver | undefined;
  let outboxes: Outbox[] = [];
  /** Every instance's log, in the order written. */
  const lines: (LogFields & { event: string })[] = [];
  beforeEach(async () => {
    smtp = await startSmtpReceiver();
    outboxes = [];
    lines.length = 0;
  });
  afterEach(async () => {
    await Promise.all(outboxes.map((outbox) => outbox.stop()));
    await smtp?.close();
  });
  const receiver = () => {
    if (!smtp) throw new Error("no SMTP receiver outside a test");
    return smtp;
  };
  return {
    get smtp() {
      return receiver();
    },
    lines,
    /** One server's admin routes and outbox on the shared database; its outbox started if asked. */
    async instance({ ownerEmail = true, started = false } = {}) {
      const log = (event: string, fields: LogFields) => lines.push({ event, ...fields });
      const server = await adminInstance(database.db, { smtp: receiver(), log, ownerEmail });
      outboxes.push(server.outbox);
      if (started) server.outbox.start();
      return server;
    },
  };
}
