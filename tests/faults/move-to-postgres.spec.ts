import { expect, test } from "@playwright/test";
import { expectNothingWithin } from "../support/quiet-period";
import {
  deliveredAndPending,
  PENDING_RETRY_TIMEOUT_MS,
  pathsOf,
  send,
} from "./support/delivered-and-pending";
import { createDatabase, query } from "./support/postgres";
import { receiverPerTest } from "./support/receiver-per-test";
import { adminCookie, hooksAt, onceEach, runUntilExit, startSite } from "./support/site-process";
import { byLead, DELIVERY_ROWS, readEmbedded, type DeliveryRow } from "./support/store-rows";

const receiverOfTest = receiverPerTest();
const PASSWORD = "fault-suite-admin-password";
const ATTRIBUTION = { page: "/services/ai-agents", utm_source: "google", utm_campaign: "spring" };

/** Every column of every lead, as each engine gives it back. */
const LEAD_ROWS = "SELECT * FROM leads ORDER BY id";

test("the leads move to PostgreSQL with their attribution and delivery states, and pending deliveries go out from there once", async () => {
  const receiver = receiverOfTest();
  const hooks = hooksAt(receiver.url);
  // Sign-in sessions and rate-limit counters exist in the embedded store, and are not moved.
  const first = await startSite({ ...hooks, ADMIN_PASSWORD: PASSWORD, LEAD_RATE_LIMIT: "100" });
  await adminCookie(first, PASSWORD);
  const sent = await deliveredAndPending(first, receiver, {
    delivered: ["contact", "exit-intent"],
    pending: ["audit", "exit-intent"],
    extra: { attribution: ATTRIBUTION },
  });
  const delivered = sent.delivered.map(({ id }) => id);
  const pending = sent.pending.map(({ id }) => id);

  const database = await createDatabase();
  try {
    const settings = { DATA_DIR: first.dataDir, DATABASE_URL: database.url };
    // While a server holds the embedded store, nothing is copied.
    const whileRunning = await runUntilExit(settings, "move-to-postgres");
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain("Stop the server before moving its leads");
    expect(await first.kill("SIGTERM")).toBe(0);

    const moved = await runUntilExit(settings, "move-to-postgres");
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toMatch(/Moved 4 leads and 6 deliveries to PostgreSQL/);

    // Everything the owner's leads are made of, alike on both sides.
    const [source, sourceLeads] = await readEmbedded(first.dataDir, async (db) => [
      (await db.query<DeliveryRow>(DELIVERY_ROWS)).rows,
      (await db.query(LEAD_ROWS)).rows,
    ]);
    const target = await query<DeliveryRow>(database.url, DELIVERY_ROWS);
    expect(target).toEqual(source);
    expect(await query(database.url, LEAD_ROWS)).toEqual(sourceLeads);
    const byId = byLead(target);
    for (const id of [...delivered, ...pending]) {
      expect(byId.get(id)?.[0]?.attribution).toEqual(ATTRIBUTION);
    }
    for (const id of pending) {
      for (const row of byId.get(id) ?? []) {
        expect([row.state, row.last_status]).toEqual(["pending", 500]);
        expect(row.attempts).toBeGreaterThan(0);
      }
    }
    for (const table of ["rate_events", "admin_sessions", "admin_credentials"]) {
      expect(await query(database.url, `SELECT 1 FROM ${table}`), table).toEqual([]);
    }

    // A target that already holds leads is refused, and keeps what it holds.
    const again = await runUntilExit(settings, "move-to-postgres");
    expect(again.code).toBe(1);
    expect(again.output).toContain("already holds 4 leads");
    expect(await query(database.url, "SELECT id FROM leads")).toHaveLength(4);

    receiver.recover();
    const second = await startSite({ ...hooks, DATABASE_URL: database.url });
    try {
      for (const [id, deliveries] of byId) {
        await expect
          .poll(() => receiver.delivered(id), { timeout: PENDING_RETRY_TIMEOUT_MS })
          .toEqual(onceEach(pathsOf(deliveries)));
      }
      const seen = receiver.requests.length;
      await expectNothingWithin(800, () => receiver.requests.slice(seen));
      // New leads go on from PostgreSQL's side, deliveries' ids included.
      const next = await send(second, "contact");
      await expect.poll(() => next && receiver.delivered(next.id)).toEqual({ "/contact": 1 });
    } finally {
      await second.kill("SIGTERM");
    }
  } finally {
    await database.drop();
  }
});
