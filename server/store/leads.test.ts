import { describe, expect, it } from "vitest";
import type { Database, Sql } from "./sql";
import { createLeadStore } from "./lead-store";
import { migrate, MIGRATIONS } from "./migrations";
import {
  DAY_MS,
  newLead,
  exitIntentLead,
  describeLeadStore,
} from "../../tests/support/lead-store-fixtures";

/** Saving a lead with its deliveries in one transaction, duplicates, limits and retention. */
describeLeadStore("leads table", (t) => {
  const { count } = t;

  it("runs on the engine it says", () => {
    expect(t.db.kind).toBe(t.engine.kind);
  });

  describe("migrations", () => {
    it("applies each step once: migrating again changes nothing and keeps the data", async () => {
      await t.store.saveLead(newLead(), 0);
      await migrate(t.db);
      await Promise.all([migrate(t.db), migrate(t.db)]);
      const versions = await t.db.query<{ version: number }>(
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
      const result = await t.store.saveLead(lead, 5);
      expect(result.outcome).toBe("stored");
      expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
      const rows = await t.db.query<{
        hook: string;
        body: string;
        state: string;
        attempts: number;
      }>("SELECT hook, body, state, attempts FROM deliveries WHERE lead_id = $1 ORDER BY id", [
        result.id,
      ]);
      expect(rows).toEqual([
        { hook: "exit-intent", body: '{"lead":1}', state: "pending", attempts: 0 },
        { hook: "audit", body: '{"report":1}', state: "pending", attempts: 0 },
      ]);
      const [stored] = await t.db.query<{ form: string; fields: unknown; spam: boolean }>(
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
      await expect(t.store.saveLead(lead, 0)).rejects.toThrow();
      expect(await count("leads")).toBe(0);
      expect(await count("deliveries")).toBe(0);
      expect(await count("rate_events")).toBe(0);
      // The failed transaction left the connection usable.
      expect((await t.store.saveLead(newLead(), 0)).outcome).toBe("stored");
    });

    it("rolls back the lead and the first delivery when the connection fails mid-way", async () => {
      const seenInside: number[] = [];
      let deliveryInserts = 0;
      const failing: Database = {
        ...t.db,
        transaction: (work) =>
          t.db.transaction((tx) => {
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
      const spam = await t.store.saveLead({ ...lead, spam: true, deliveries: [] }, 5);
      expect(spam.outcome).toBe("stored");
      const person = await t.store.saveLead(lead, 5);
      expect(person.outcome).toBe("stored");
      expect(person.id).not.toBe(spam.id);
      expect(await count("deliveries")).toBe(1);
    });

    it("stores a repeat within ten minutes once, answering with the first lead's id", async () => {
      const lead = newLead();
      const first = await t.store.saveLead(lead, 5);
      const again = await t.store.saveLead({ ...lead, deliveries: [...lead.deliveries] }, 5);
      expect(again).toEqual({ outcome: "duplicate", id: first.id });
      expect(await count("leads")).toBe(1);
      expect(await count("deliveries")).toBe(1);
      expect(await count("rate_events")).toBe(1);

      // The same fields on another form are another lead.
      expect((await t.store.saveLead({ ...lead, form: "audit" }, 5)).outcome).toBe("stored");

      // After the window the same lead is stored again, under a new id.
      await t.db.query("UPDATE leads SET received_at = received_at - interval '11 minutes'");
      const later = await t.store.saveLead(lead, 5);
      expect(later.outcome).toBe("stored");
      expect(later.id).not.toBe(first.id);
      expect(await count("leads")).toBe(3);
    });

    it("limits leads per bucket within the window, and a limit of 0 turns it off", async () => {
      expect((await t.store.saveLead(newLead(), 2)).outcome).toBe("stored");
      expect((await t.store.saveLead(newLead(), 2)).outcome).toBe("stored");
      expect(await t.store.saveLead(newLead(), 2)).toEqual({ outcome: "rate-limited" });
      expect(await count("leads")).toBe(2);
      expect(await count("rate_events")).toBe(2);

      // Another sender has its own count.
      const other = await t.store.saveLead(newLead({ rateBucket: "lead:contact:sender-b" }), 2);
      expect(other.outcome).toBe("stored");

      for (let index = 0; index < 4; index += 1) {
        expect((await t.store.saveLead(newLead(), 0)).outcome).toBe("stored");
      }

      // Events older than the window no longer count.
      await t.db.query("UPDATE rate_events SET at = at - interval '11 minutes'");
      expect((await t.store.saveLead(newLead(), 2)).outcome).toBe("stored");
    });

    it("stores spam without any delivery", async () => {
      const result = await t.store.saveLead(newLead({ spam: true }), 5);
      expect(result.outcome).toBe("stored");
      expect(await count("leads")).toBe(1);
      expect(await count("deliveries")).toBe(0);
      expect((await t.store.listLeads({ limit: 10 })).total).toBe(0);
      const spam = await t.store.listLeads({ limit: 10, spam: true });
      expect(spam.leads.map((lead) => [lead.id, lead.spam, lead.deliveries])).toEqual([
        [result.id, true, []],
      ]);
    });
  });

  describe("pruneOldLeads", () => {
    it("deletes leads older than the retention period with their deliveries, and no others", async () => {
      const { id: old } = await t.store.saveLead(exitIntentLead(), 0);
      const { id: recent } = await t.store.saveLead(newLead(), 0);
      await t.db.query(
        "UPDATE leads SET received_at = now() - interval '25 months' WHERE id = $1",
        [old],
      );
      expect(await t.store.pruneOldLeads(730 * DAY_MS)).toBe(1);
      const left = await t.db.query<{ id: string }>("SELECT id::text AS id FROM leads");
      expect(left.map((row) => row.id)).toEqual([recent]);
      expect(await count("deliveries")).toBe(1);
      expect(await t.store.pruneOldLeads(730 * DAY_MS)).toBe(0);
    });
  });
});
