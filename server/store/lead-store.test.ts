// @vitest-environment node
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { HookName } from "../config";
import type { Database, Sql } from "./sql";
import { createLeadStore, type LeadStore, type NewLead } from "./lead-store";
import { migrate, MIGRATIONS } from "./migrations";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";

const DAY_MS = 24 * 60 * 60_000;
const CLAIM = { limit: 10, leaseMs: 60_000, retryWindowMs: DAY_MS };

let sequence = 0;
function newLead(overrides: Partial<NewLead> = {}): NewLead {
  sequence += 1;
  const fields = {
    name: `Person ${sequence}`,
    email: `person${sequence}@example.com`,
    subject: "A question",
    message: "Please call me back about the project.",
  };
  return {
    form: "contact",
    fields,
    spam: false,
    deliveries: [{ hook: "contact", body: JSON.stringify(fields) }],
    rateBucket: "lead:contact:sender-a",
    ...overrides,
  };
}

describe.each(TEST_ENGINES)("lead store ($kind)", (engine) => {
  const test = useTestDatabase(engine);
  let db: Database;
  let store: LeadStore;

  beforeEach(() => {
    db = test.db;
    store = createLeadStore(db);
  });

  const count = async (table: "leads" | "deliveries" | "rate_events") => {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    return row?.count;
  };
  const deliveryRow = async (id: string) => {
    const [row] = await db.query<{
      state: string;
      attempts: number;
      lease_token: string | null;
      leased_until: Date | null;
      next_attempt_at: Date;
      retry_until: Date | null;
      last_status: number | null;
      last_error: string | null;
      delivered_at: Date | null;
    }>("SELECT * FROM deliveries WHERE id = $1::bigint", [id]);
    if (!row) throw new Error(`no delivery ${id}`);
    return row;
  };
  const exitIntentLead = (email = `sian${sequence}@example.com`) =>
    newLead({
      form: "exit-intent",
      fields: { firstName: "Siân", lastName: "Jones", email },
      deliveries: [
        { hook: "exit-intent", body: '{"lead":1}' },
        { hook: "audit", body: '{"report":1}' },
      ],
    });

  it("runs on the engine it says", () => {
    expect(db.kind).toBe(engine.kind);
  });

  describe("migrations", () => {
    it("applies each step once: migrating again changes nothing and keeps the data", async () => {
      await store.saveLead(newLead(), 0);
      await migrate(db);
      await Promise.all([migrate(db), migrate(db)]);
      const versions = await db.query<{ version: number }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );
      expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
      expect(await count("leads")).toBe(1);
      expect(await count("deliveries")).toBe(1);
    });
  });

  describe("saveLead", () => {
    it("stores the lead and each of its deliveries", async () => {
      const lead = exitIntentLead();
      const result = await store.saveLead(lead, 5);
      expect(result.outcome).toBe("stored");
      expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
      const rows = await db.query<{ hook: string; body: string; state: string; attempts: number }>(
        "SELECT hook, body, state, attempts FROM deliveries WHERE lead_id = $1 ORDER BY id",
        [result.id],
      );
      expect(rows).toEqual([
        { hook: "exit-intent", body: '{"lead":1}', state: "pending", attempts: 0 },
        { hook: "audit", body: '{"report":1}', state: "pending", attempts: 0 },
      ]);
      const [stored] = await db.query<{ form: string; fields: unknown; spam: boolean }>(
        "SELECT form, fields, spam FROM leads WHERE id = $1",
        [result.id],
      );
      expect(stored).toEqual({ form: "exit-intent", fields: lead.fields, spam: false });
      expect(await count("rate_events")).toBe(1);
    });

    it("leaves nothing behind when a statement fails after the lead is inserted", async () => {
      // Two deliveries to one hook break UNIQUE (lead_id, hook) on the second insert.
      const lead = newLead({
        deliveries: [
          { hook: "contact", body: "first" },
          { hook: "contact", body: "second" },
        ],
      });
      await expect(store.saveLead(lead, 0)).rejects.toThrow();
      expect(await count("leads")).toBe(0);
      expect(await count("deliveries")).toBe(0);
      expect(await count("rate_events")).toBe(0);
      // The failed transaction left the connection usable.
      expect((await store.saveLead(newLead(), 0)).outcome).toBe("stored");
    });

    it("rolls back the lead and the first delivery when the connection fails mid-way", async () => {
      const seenInside: number[] = [];
      let deliveryInserts = 0;
      const failing: Database = {
        ...db,
        transaction: (work) =>
          db.transaction((tx) => {
            const flaky: Sql = {
              async query(text, params) {
                if (text.startsWith("INSERT INTO deliveries") && deliveryInserts++ === 1) {
                  const [row] = await tx.query<{ leads: number; deliveries: number }>(
                    `SELECT (SELECT count(*)::int FROM leads) AS leads,
                            (SELECT count(*)::int FROM deliveries) AS deliveries`,
                  );
                  seenInside.push(row?.leads ?? -1, row?.deliveries ?? -1);
                  throw new Error("connection lost");
                }
                return tx.query(text, params);
              },
            };
            return work(flaky);
          }),
      };
      await expect(createLeadStore(failing).saveLead(exitIntentLead(), 0)).rejects.toThrow(
        "connection lost",
      );
      // Inside the transaction, the lead and its first delivery had been written…
      expect(seenInside).toEqual([1, 1]);
      // …and none of it was committed.
      expect(await count("leads")).toBe(0);
      expect(await count("deliveries")).toBe(0);
      expect(await count("rate_events")).toBe(0);
    });

    it("stores a person's lead that matches an earlier bot post, and sends it", async () => {
      const lead = newLead();
      const spam = await store.saveLead({ ...lead, spam: true, deliveries: [] }, 5);
      expect(spam.outcome).toBe("stored");
      const person = await store.saveLead(lead, 5);
      expect(person.outcome).toBe("stored");
      expect(person.id).not.toBe(spam.id);
      expect(await count("deliveries")).toBe(1);
    });

    it("stores a repeat within ten minutes once, answering with the first lead's id", async () => {
      const lead = newLead();
      const first = await store.saveLead(lead, 5);
      const again = await store.saveLead({ ...lead, deliveries: [...lead.deliveries] }, 5);
      expect(again).toEqual({ outcome: "duplicate", id: first.id });
      expect(await count("leads")).toBe(1);
      expect(await count("deliveries")).toBe(1);
      expect(await count("rate_events")).toBe(1);

      // The same fields on another form are another lead.
      expect((await store.saveLead({ ...lead, form: "audit" }, 5)).outcome).toBe("stored");

      // After the window the same lead is stored again, under a new id.
      await db.query("UPDATE leads SET received_at = received_at - interval '11 minutes'");
      const later = await store.saveLead(lead, 5);
      expect(later.outcome).toBe("stored");
      expect(later.id).not.toBe(first.id);
      expect(await count("leads")).toBe(3);
    });

    it("limits leads per bucket within the window, and a limit of 0 turns it off", async () => {
      expect((await store.saveLead(newLead(), 2)).outcome).toBe("stored");
      expect((await store.saveLead(newLead(), 2)).outcome).toBe("stored");
      expect(await store.saveLead(newLead(), 2)).toEqual({ outcome: "rate-limited" });
      expect(await count("leads")).toBe(2);
      expect(await count("rate_events")).toBe(2);

      // Another sender has its own count.
      const other = await store.saveLead(newLead({ rateBucket: "lead:contact:sender-b" }), 2);
      expect(other.outcome).toBe("stored");

      for (let index = 0; index < 4; index += 1) {
        expect((await store.saveLead(newLead(), 0)).outcome).toBe("stored");
      }

      // Events older than the window no longer count.
      await db.query("UPDATE rate_events SET at = at - interval '11 minutes'");
      expect((await store.saveLead(newLead(), 2)).outcome).toBe("stored");
    });

    it("stores spam without any delivery", async () => {
      const result = await store.saveLead(newLead({ spam: true }), 5);
      expect(result.outcome).toBe("stored");
      expect(await count("leads")).toBe(1);
      expect(await count("deliveries")).toBe(0);
      expect((await store.listLeads({ limit: 10 })).total).toBe(0);
      const spam = await store.listLeads({ limit: 10, spam: true });
      expect(spam.leads.map((lead) => [lead.id, lead.spam, lead.deliveries])).toEqual([
        [result.id, true, []],
      ]);
    });
  });

  describe("takeRateToken", () => {
    it("grants up to the limit per bucket within the window", async () => {
      const take = (bucket: string, windowMs = 60_000) => store.takeRateToken(bucket, 3, windowMs);
      expect([await take("login:a"), await take("login:a"), await take("login:a")]).toEqual([
        true,
        true,
        true,
      ]);
      expect(await take("login:a")).toBe(false);
      expect(await count("rate_events")).toBe(3);
      expect(await take("login:b")).toBe(true);

      await db.query(
        "UPDATE rate_events SET at = at - interval '5 minutes' WHERE bucket = 'login:a'",
      );
      expect(await take("login:a", 10 * 60_000)).toBe(false);
      expect(await take("login:a", 60_000)).toBe(true);
    });

    it("grants exactly the limit to concurrent callers", async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => store.takeRateToken("login:c", 5, 60_000)),
      );
      expect(results.filter(Boolean)).toHaveLength(5);
      expect(await count("rate_events")).toBe(5);
    });

    it("prunes events older than a day", async () => {
      await store.takeRateToken("old", 10, DAY_MS);
      await store.takeRateToken("new", 10, DAY_MS);
      await db.query("UPDATE rate_events SET at = at - interval '25 hours' WHERE bucket = 'old'");
      await store.pruneRateEvents();
      expect(await db.query("SELECT bucket FROM rate_events")).toEqual([{ bucket: "new" }]);
    });
  });

  describe("claimDue", () => {
    it("leases due deliveries once, with the lead and a retry window", async () => {
      const { id: leadId } = await store.saveLead(newLead(), 0);
      const before = Date.now();
      const claims = await store.claimDue(["contact"], CLAIM);
      expect(claims).toHaveLength(1);
      const [claim] = claims;
      expect(claim).toMatchObject({ leadId, form: "contact", hook: "contact", attempt: 1 });
      expect(claim?.body).toContain("Please call me back");
      // Clocks of the test and the database differ by a little at most.
      expect(claim?.retryUntil.getTime()).toBeGreaterThan(before + DAY_MS - 5_000);
      expect(claim?.retryUntil.getTime()).toBeLessThan(Date.now() + DAY_MS + 5_000);

      const row = await deliveryRow(claim?.id ?? "");
      expect(row.lease_token).toBe(claim?.leaseToken);
      expect(row.attempts).toBe(1);
      expect(await store.claimDue(["contact"], CLAIM)).toEqual([]);
    });

    it("claims only the hooks it is given, no more than the limit", async () => {
      await store.saveLead(exitIntentLead(), 0);
      await store.saveLead(exitIntentLead(), 0);
      expect(await store.claimDue([], CLAIM)).toEqual([]);
      expect(await store.claimDue(["contact"], CLAIM)).toEqual([]);
      const audit = await store.claimDue(["audit"], { ...CLAIM, limit: 1 });
      expect(audit.map((claim) => claim.hook)).toEqual(["audit"]);
      const rest = await store.claimDue(["audit", "exit-intent"], CLAIM);
      expect(rest.map((claim) => claim.hook).sort()).toEqual([
        "audit",
        "exit-intent",
        "exit-intent",
      ]);
      expect(await store.claimDue(["audit", "exit-intent"], CLAIM)).toEqual([]);
    });

    it("waits for next_attempt_at", async () => {
      await store.saveLead(newLead(), 0);
      await db.query("UPDATE deliveries SET next_attempt_at = now() + interval '1 minute'");
      expect(await store.claimDue(["contact"], CLAIM)).toEqual([]);
      await db.query("UPDATE deliveries SET next_attempt_at = now() - interval '1 second'");
      expect(await store.claimDue(["contact"], CLAIM)).toHaveLength(1);
    });

    it("takes over a lease that has run out, and the old holder can no longer record", async () => {
      await store.saveLead(newLead(), 0);
      const [first] = await store.claimDue(["contact"], CLAIM);
      if (!first) throw new Error("nothing claimed");
      await db.query("UPDATE deliveries SET leased_until = now() - interval '1 second'");
      const [second] = await store.claimDue(["contact"], CLAIM);
      expect(second?.id).toBe(first.id);
      expect(second?.attempt).toBe(2);
      expect(second?.leaseToken).not.toBe(first.leaseToken);
      // The window is kept from the first attempt, not restarted.
      expect(second?.retryUntil.getTime()).toBe(first.retryUntil.getTime());

      await store.recordAttempt(first, { state: "delivered", status: 200 });
      expect((await deliveryRow(first.id)).state).toBe("pending");
      if (!second) throw new Error("nothing claimed");
      await store.recordAttempt(second, { state: "delivered", status: 204 });
      const row = await deliveryRow(first.id);
      expect(row).toMatchObject({ state: "delivered", last_status: 204, lease_token: null });
    });

    it("never gives one row to two concurrent claims", async () => {
      for (let round = 0; round < 3; round += 1) {
        await test.reset();
        const saved = await Promise.all(
          Array.from({ length: 15 }, () => store.saveLead(exitIntentLead(), 0)),
        );
        expect(saved.every((result) => result.outcome === "stored")).toBe(true);
        const hooks: HookName[] = ["exit-intent", "audit"];
        const batches = await Promise.all(
          Array.from({ length: 4 }, () => store.claimDue(hooks, { ...CLAIM, limit: 8 })),
        );
        const ids = batches.flat().map((claim) => claim.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const claim of batches.flat()) {
          expect((await deliveryRow(claim.id)).lease_token).toBe(claim.leaseToken);
        }
        const rest = await store.claimDue(hooks, { ...CLAIM, limit: 100 });
        expect(ids.length + rest.length).toBe(30);
        expect(rest.filter((claim) => ids.includes(claim.id))).toEqual([]);
      }
    });
  });

  describe("recordAttempt", () => {
    it("records a retry, a failure and a delivery", async () => {
      await store.saveLead(newLead(), 0);
      const [claim] = await store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      const next = new Date(Date.now() + 60_000);
      await store.recordAttempt(claim, {
        state: "pending",
        status: 503,
        error: "HTTP 503",
        nextAttemptAt: next,
      });
      let row = await deliveryRow(claim.id);
      expect(row).toMatchObject({
        state: "pending",
        last_status: 503,
        last_error: "HTTP 503",
        lease_token: null,
        leased_until: null,
        delivered_at: null,
      });
      expect(new Date(row.next_attempt_at).getTime()).toBe(next.getTime());
      expect(await store.claimDue(["contact"], CLAIM)).toEqual([]);

      await db.query("UPDATE deliveries SET next_attempt_at = now()");
      const [retry] = await store.claimDue(["contact"], CLAIM);
      if (!retry) throw new Error("nothing claimed");
      await store.recordAttempt(retry, { state: "failed", status: null, error: "timeout" });
      row = await deliveryRow(claim.id);
      expect(row).toMatchObject({ state: "failed", attempts: 2, last_status: null });
      expect(row.last_error).toBe("timeout");
      expect(await store.claimDue(["contact"], CLAIM)).toEqual([]);
    });

    it("changes nothing when the lease token is not the current one", async () => {
      await store.saveLead(newLead(), 0);
      const [claim] = await store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      const before = await deliveryRow(claim.id);
      await store.recordAttempt(
        { ...claim, leaseToken: randomUUID() },
        { state: "failed", status: 500, error: "HTTP 500" },
      );
      expect(await deliveryRow(claim.id)).toEqual(before);
    });
  });

  describe("retryNow", () => {
    it("makes a failed delivery due at once with a fresh window", async () => {
      await store.saveLead(newLead(), 0);
      const [claim] = await store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await store.recordAttempt(claim, { state: "failed", status: 500, error: "HTTP 500" });

      expect(await store.retryNow(claim.id)).toBe(true);
      const row = await deliveryRow(claim.id);
      expect(row).toMatchObject({ state: "pending", retry_until: null });
      const [again] = await store.claimDue(["contact"], CLAIM);
      expect(again?.id).toBe(claim.id);
      expect(again?.attempt).toBe(2);
    });

    it("brings a waiting retry forward", async () => {
      await store.saveLead(newLead(), 0);
      const [row] = await db.query<{ id: string }>("SELECT id::text AS id FROM deliveries");
      const id = row?.id ?? "";
      await db.query("UPDATE deliveries SET next_attempt_at = now() + interval '1 hour'");
      expect(await store.retryNow(id)).toBe(true);
      expect(await store.claimDue(["contact"], CLAIM)).toHaveLength(1);
    });

    it("refuses delivered, unknown and malformed ids", async () => {
      await store.saveLead(newLead(), 0);
      const [claim] = await store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await store.recordAttempt(claim, { state: "delivered", status: 200 });
      expect(await store.retryNow(claim.id)).toBe(false);
      expect((await deliveryRow(claim.id)).state).toBe("delivered");
      for (const id of ["999999", "", "abc", "1 OR 1=1", "-1", "1.5", "9".repeat(19)]) {
        expect(await store.retryNow(id), id).toBe(false);
      }
    });
  });

  describe("backlog", () => {
    it("counts pending and failed deliveries and dates the oldest pending lead", async () => {
      expect(await store.backlog()).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });

      const failedLead = await store.saveLead(newLead(), 0);
      const [claim] = await store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await store.recordAttempt(claim, { state: "failed", status: 500, error: "HTTP 500" });
      await db.query("UPDATE leads SET received_at = now() - interval '3 hours' WHERE id = $1", [
        failedLead.id,
      ]);
      const pendingLead = await store.saveLead(exitIntentLead(), 0);
      await db.query("UPDATE leads SET received_at = '2030-01-02T03:04:05.000Z' WHERE id = $1", [
        pendingLead.id,
      ]);
      expect(await store.backlog()).toEqual({
        pending: 2,
        failed: 1,
        oldestPendingAt: new Date("2030-01-02T03:04:05.000Z"),
      });
    });
  });

  describe("listLeads", () => {
    it("lists leads newest first, each with its deliveries, a page at a time", async () => {
      const oldest = await store.saveLead(newLead(), 0);
      const middle = await store.saveLead(exitIntentLead("sian@example.com"), 0);
      const newest = await store.saveLead(newLead(), 0);
      await store.saveLead(newLead({ spam: true }), 0);
      const ages: [string | undefined, number][] = [
        [oldest.id, 3],
        [middle.id, 2],
        [newest.id, 1],
      ];
      for (const [id, minutes] of ages) {
        await db.query(
          "UPDATE leads SET received_at = now() - make_interval(mins => $2) WHERE id = $1",
          [id, minutes],
        );
      }
      const [claim] = await store.claimDue(["contact"], { ...CLAIM, limit: 1 });
      if (!claim) throw new Error("nothing claimed");
      await store.recordAttempt(claim, { state: "delivered", status: 200 });

      const first = await store.listLeads({ limit: 2 });
      expect(first.total).toBe(3);
      expect(first.leads.map((lead) => lead.id)).toEqual([newest.id, middle.id]);
      const second = await store.listLeads({ limit: 2, offset: 2 });
      expect(second.leads.map((lead) => lead.id)).toEqual([oldest.id]);

      const [, exit] = first.leads;
      expect(exit).toMatchObject({
        form: "exit-intent",
        spam: false,
        fields: { firstName: "Siân", lastName: "Jones", email: "sian@example.com" },
      });
      expect(exit?.receivedAt).toBeInstanceOf(Date);
      expect(exit?.deliveries).toEqual([
        expect.objectContaining({
          hook: "exit-intent",
          state: "pending",
          attempts: 0,
          lastAttemptAt: null,
          lastStatus: null,
          lastError: null,
          deliveredAt: null,
        }),
        expect.objectContaining({ hook: "audit", state: "pending", attempts: 0 }),
      ]);
      const delivered = [...first.leads, ...second.leads]
        .flatMap((lead) => lead.deliveries)
        .find((delivery) => delivery.id === claim.id);
      expect(delivered).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200 });
      expect(delivered?.deliveredAt).toBeInstanceOf(Date);
      expect(delivered?.lastAttemptAt).toBeInstanceOf(Date);

      const spam = await store.listLeads({ limit: 10, spam: true });
      expect(spam.total).toBe(1);
      expect(spam.leads.every((lead) => lead.spam)).toBe(true);
    });
  });

  describe("pruneOldLeads", () => {
    it("deletes leads older than the retention period with their deliveries, and no others", async () => {
      const { id: old } = await store.saveLead(exitIntentLead(), 0);
      const { id: recent } = await store.saveLead(newLead(), 0);
      await db.query("UPDATE leads SET received_at = now() - interval '25 months' WHERE id = $1", [
        old,
      ]);
      expect(await store.pruneOldLeads(730 * DAY_MS)).toBe(1);
      const left = await db.query<{ id: string }>("SELECT id::text AS id FROM leads");
      expect(left.map((row) => row.id)).toEqual([recent]);
      expect(await count("deliveries")).toBe(1);
      expect(await store.pruneOldLeads(730 * DAY_MS)).toBe(0);
    });
  });
});
