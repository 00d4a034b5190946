import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { HookName } from "../delivery-channels";
import {
  DAY_MS,
  CLAIM,
  newLead,
  exitIntentLead,
  describeLeadStore,
} from "../../tests/support/lead-store-fixtures";

/** The outbox's rows: claims under a lease, attempts, the owner's "Retry now" and the backlog. */
describeLeadStore("deliveries table", (t) => {
  const { deliveryRow } = t;

  describe("claimDue", () => {
    it("leases due deliveries once, with the lead and a retry window", async () => {
      const { id: leadId } = await t.store.saveLead(newLead(), 0);
      const before = Date.now();
      const claims = await t.store.claimDue(["contact"], CLAIM);
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
      expect(await t.store.claimDue(["contact"], CLAIM)).toEqual([]);
    });

    it("claims only the hooks it is given, no more than the limit", async () => {
      await t.store.saveLead(exitIntentLead(), 0);
      await t.store.saveLead(exitIntentLead(), 0);
      expect(await t.store.claimDue([], CLAIM)).toEqual([]);
      expect(await t.store.claimDue(["contact"], CLAIM)).toEqual([]);
      const audit = await t.store.claimDue(["audit"], { ...CLAIM, limit: 1 });
      expect(audit.map((claim) => claim.hook)).toEqual(["audit"]);
      const rest = await t.store.claimDue(["audit", "exit-intent"], CLAIM);
      expect(rest.map((claim) => claim.hook).sort()).toEqual([
        "audit",
        "exit-intent",
        "exit-intent",
      ]);
      expect(await t.store.claimDue(["audit", "exit-intent"], CLAIM)).toEqual([]);
    });

    it("waits for next_attempt_at", async () => {
      await t.store.saveLead(newLead(), 0);
      await t.db.query("UPDATE deliveries SET next_attempt_at = now() + interval '1 minute'");
      expect(await t.store.claimDue(["contact"], CLAIM)).toEqual([]);
      await t.db.query("UPDATE deliveries SET next_attempt_at = now() - interval '1 second'");
      expect(await t.store.claimDue(["contact"], CLAIM)).toHaveLength(1);
    });

    it("takes over a lease that has run out, and the old holder can no longer record", async () => {
      await t.store.saveLead(newLead(), 0);
      const [first] = await t.store.claimDue(["contact"], CLAIM);
      if (!first) throw new Error("nothing claimed");
      await t.db.query("UPDATE deliveries SET leased_until = now() - interval '1 second'");
      const [second] = await t.store.claimDue(["contact"], CLAIM);
      expect(second?.id).toBe(first.id);
      expect(second?.attempt).toBe(2);
      expect(second?.leaseToken).not.toBe(first.leaseToken);
      // The window is kept from the first attempt, not restarted.
      expect(second?.retryUntil.getTime()).toBe(first.retryUntil.getTime());

      await t.store.recordAttempt(first, { state: "delivered", status: 200 });
      expect((await deliveryRow(first.id)).state).toBe("pending");
      if (!second) throw new Error("nothing claimed");
      await t.store.recordAttempt(second, { state: "delivered", status: 204 });
      const row = await deliveryRow(first.id);
      expect(row).toMatchObject({ state: "delivered", last_status: 204, lease_token: null });
    });

    it("never gives one row to two concurrent claims", async () => {
      for (let round = 0; round < 3; round += 1) {
        await t.reset();
        const saved = await Promise.all(
          Array.from({ length: 15 }, () => t.store.saveLead(exitIntentLead(), 0)),
        );
        expect(saved.every((result) => result.outcome === "stored")).toBe(true);
        const hooks: HookName[] = ["exit-intent", "audit"];
        const batches = await Promise.all(
          Array.from({ length: 4 }, () => t.store.claimDue(hooks, { ...CLAIM, limit: 8 })),
        );
        const ids = batches.flat().map((claim) => claim.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const claim of batches.flat()) {
          expect((await deliveryRow(claim.id)).lease_token).toBe(claim.leaseToken);
        }
        const rest = await t.store.claimDue(hooks, { ...CLAIM, limit: 100 });
        expect(ids.length + rest.length).toBe(30);
        expect(rest.filter((claim) => ids.includes(claim.id))).toEqual([]);
      }
    });
  });

  describe("recordAttempt", () => {
    it("records a retry, a failure and a delivery", async () => {
      await t.store.saveLead(newLead(), 0);
      const [claim] = await t.store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      const next = new Date(Date.now() + 60_000);
      await t.store.recordAttempt(claim, {
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
      expect(await t.store.claimDue(["contact"], CLAIM)).toEqual([]);

      await t.db.query("UPDATE deliveries SET next_attempt_at = now()");
      const [retry] = await t.store.claimDue(["contact"], CLAIM);
      if (!retry) throw new Error("nothing claimed");
      await t.store.recordAttempt(retry, { state: "failed", status: null, error: "timeout" });
      row = await deliveryRow(claim.id);
      expect(row).toMatchObject({ state: "failed", attempts: 2, last_status: null });
      expect(row.last_error).toBe("timeout");
      expect(await t.store.claimDue(["contact"], CLAIM)).toEqual([]);
    });

    it("changes nothing when the lease token is not the current one", async () => {
      await t.store.saveLead(newLead(), 0);
      const [claim] = await t.store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      const before = await deliveryRow(claim.id);
      await t.store.recordAttempt(
        { ...claim, leaseToken: randomUUID() },
        { state: "failed", status: 500, error: "HTTP 500" },
      );
      expect(await deliveryRow(claim.id)).toEqual(before);
    });
  });

  describe("retryNow", () => {
    it("makes a failed delivery due at once with a fresh window", async () => {
      await t.store.saveLead(newLead(), 0);
      const [claim] = await t.store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await t.store.recordAttempt(claim, { state: "failed", status: 500, error: "HTTP 500" });

      expect(await t.store.retryNow(claim.id)).toBe(true);
      const row = await deliveryRow(claim.id);
      expect(row).toMatchObject({ state: "pending", retry_until: null });
      const [again] = await t.store.claimDue(["contact"], CLAIM);
      expect(again?.id).toBe(claim.id);
      expect(again?.attempt).toBe(2);
    });

    it("brings a waiting retry forward", async () => {
      await t.store.saveLead(newLead(), 0);
      const [row] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM deliveries");
      const id = row?.id ?? "";
      await t.db.query("UPDATE deliveries SET next_attempt_at = now() + interval '1 hour'");
      expect(await t.store.retryNow(id)).toBe(true);
      expect(await t.store.claimDue(["contact"], CLAIM)).toHaveLength(1);
    });

    it("refuses delivered, unknown and malformed ids", async () => {
      await t.store.saveLead(newLead(), 0);
      const [claim] = await t.store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await t.store.recordAttempt(claim, { state: "delivered", status: 200 });
      expect(await t.store.retryNow(claim.id)).toBe(false);
      expect((await deliveryRow(claim.id)).state).toBe("delivered");
      for (const id of ["999999", "", "abc", "1 OR 1=1", "-1", "1.5", "9".repeat(19)]) {
        expect(await t.store.retryNow(id), id).toBe(false);
      }
    });
  });

  describe("backlog", () => {
    it("counts pending and failed deliveries and dates the oldest pending lead", async () => {
      expect(await t.store.backlog()).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });

      const failedLead = await t.store.saveLead(newLead(), 0);
      const [claim] = await t.store.claimDue(["contact"], CLAIM);
      if (!claim) throw new Error("nothing claimed");
      await t.store.recordAttempt(claim, { state: "failed", status: 500, error: "HTTP 500" });
      await t.db.query("UPDATE leads SET received_at = now() - interval '3 hours' WHERE id = $1", [
        failedLead.id,
      ]);
      const pendingLead = await t.store.saveLead(exitIntentLead(), 0);
      await t.db.query("UPDATE leads SET received_at = '2030-01-02T03:04:05.000Z' WHERE id = $1", [
        pendingLead.id,
      ]);
      expect(await t.store.backlog()).toEqual({
        pending: 2,
        failed: 1,
        oldestPendingAt: new Date("2030-01-02T03:04:05.000Z"),
      });
    });
  });
});
