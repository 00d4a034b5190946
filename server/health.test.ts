import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { openAdminSessions, SESSION_COOKIE, type AdminSessions } from "./admin/admin-session";
import { createAdminSessionStore } from "./store/admin-sessions";
import { createHealthRoute, createStoreHealth } from "./health";
import type { Database } from "./store/sql";
import { openEmbedded } from "./store/embedded-database";
import { createLeadStore, type LeadStore } from "./store/lead-store";
import { migrate } from "./store/migrations";
import { copyEmbeddedTemplate } from "../tests/support/embedded-template";
import {
  openTestEmbedded,
  TEST_EMBEDDED_OPTIONS,
  useTestDatabase,
} from "../tests/support/test-databases";

const TOKEN = "monitor-token-of-thirty-two-chars";
const PASSWORD = "owner-password-1234";

const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let sessions: AdminSessions;
beforeEach(async () => {
  sessions = await openAdminSessions(createAdminSessionStore(database.db), PASSWORD);
});

function healthApp(
  store: LeadStore | null,
  options: { accepting?: boolean; now?: () => number } = {},
) {
  const health = createStoreHealth({
    store: () => store,
    accepting: () => options.accepting ?? true,
    now: options.now,
  });
  const app = createHealthRoute({
    health,
    store: () => store,
    token: TOKEN,
    sessions: () => sessions,
  });
  return { app, health };
}

async function check(
  app: ReturnType<typeof healthApp>["app"],
  headers: Record<string, string> = {},
) {
  const response = await app.request("/healthz", { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("/healthz", { timeout: 60_000 }, () => {
  it("tells the public only whether a lead can be stored now", async () => {
    const { app } = healthApp(createLeadStore(database.db));
    expect(await check(app)).toEqual({ status: 200, body: { status: "ok" } });
    // The probe really wrote.
    expect(await database.db.query("SELECT count(*)::int AS n FROM store_probe")).toEqual([
      { n: 1 },
    ]);
    expect(await check(app, { Authorization: "Bearer not-the-token" })).toEqual({
      status: 200,
      body: { status: "ok" },
    });
  });

  it("shows the backlog to a monitor with HEALTHZ_TOKEN and to the signed-in owner", async () => {
    const { app } = healthApp(createLeadStore(database.db));
    const expected = {
      status: "ok",
      store: "embedded",
      outbox: { pending: 0, failed: 0, oldestPendingAt: null },
    };
    expect((await check(app, { Authorization: `Bearer ${TOKEN}` })).body).toEqual(expected);
    const token = await sessions.start();
    expect((await check(app, { Cookie: `${SESSION_COOKIE}=${token}` })).body).toEqual(expected);
    await sessions.end(token);
    expect((await check(app, { Cookie: `${SESSION_COOKIE}=${token}` })).body).toEqual({
      status: "ok",
    });
  });

  it("answers 503 without a store, while draining, and after a lead could not be saved", async () => {
    expect(await check(healthApp(null).app)).toEqual({
      status: 503,
      body: { status: "unavailable" },
    });
    const store = createLeadStore(database.db);
    expect((await check(healthApp(store, { accepting: false }).app)).status).toBe(503);

    let clock = 1_000_000;
    const { app, health } = healthApp(store, { now: () => clock });
    expect((await check(app)).status).toBe(200);
    health.reportFailure();
    expect((await check(app)).status).toBe(503);
    // A second on, it probes again and finds the store writing.
    clock += 1_000;
    expect((await check(app)).status).toBe(200);
  });

  it('says "degraded" (still 200) while a delivery failed for good or waited over an hour', async () => {
    const store = createLeadStore(database.db);
    const { app } = healthApp(store);
    const { id } = await store.saveLead(
      {
        form: "contact",
        fields: { name: "Siân Jones" },
        spam: false,
        deliveries: [{ hook: "contact", body: "{}" }],
        rateBucket: "lead:contact:health",
      },
      0,
    );
    // Just in, it is only pending: nothing for the owner yet.
    expect(await check(app)).toEqual({ status: 200, body: { status: "ok" } });
    await database.db.query(
      "UPDATE leads SET received_at = now() - interval '61 minutes' WHERE id = $1::uuid",
      [id],
    );
    expect(await check(app)).toEqual({ status: 200, body: { status: "degraded" } });
    expect((await check(app, { Authorization: `Bearer ${TOKEN}` })).body).toMatchObject({
      status: "degraded",
      outbox: { pending: 1, failed: 0 },
    });
    await database.db.query("UPDATE deliveries SET state = 'failed' WHERE lead_id = $1::uuid", [
      id,
    ]);
    await database.db.query("UPDATE leads SET received_at = now() WHERE id = $1::uuid", [id]);
    expect(await check(app)).toEqual({ status: 200, body: { status: "degraded" } });
    await database.db.query("UPDATE deliveries SET state = 'delivered' WHERE lead_id = $1::uuid", [
      id,
    ]);
    expect(await check(app)).toEqual({ status: 200, body: { status: "ok" } });
  });

  describe("with a store that cannot write", () => {
    let dir: string;
    let full: Database;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "health-"));
      copyEmbeddedTemplate(inject("embeddedTemplate"), dir);
      full = await openEmbedded(dir, TEST_EMBEDDED_OPTIONS);
      await migrate(full);
    }, 60_000);
    afterAll(async () => {
      await full.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("answers 503 when the write probe fails, though reads still work", async () => {
      const store = createLeadStore(full);
      await full.query("DROP TABLE store_probe");
      expect(await full.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      expect(await check(healthApp(store).app)).toEqual({
        status: 503,
        body: { status: "unavailable" },
      });
    });
  });
});
