import { describe, expect, it } from "vitest";
import {
  CLAIM,
  newLead,
  exitIntentLead,
  describeLeadStore,
} from "../../tests/support/lead-store-fixtures";

/** The owner's listing: leads newest first with their deliveries, a page at a time. */
describeLeadStore("lead listing", (t) => {
  describe("listLeads", () => {
    it("lists leads newest first, each with its deliveries, a page at a time", async () => {
      const oldest = await t.store.saveLead(newLead(), 0);
      const middle = await t.store.saveLead(exitIntentLead("sian@example.com"), 0);
      const newest = await t.store.saveLead(newLead(), 0);
      await t.store.saveLead(newLead({ spam: true }), 0);
      const ages: [string | undefined, number][] = [
        [oldest.id, 3],
        [middle.id, 2],
        [newest.id, 1],
      ];
      for (const [id, minutes] of ages) {
        await t.db.query(
          "UPDATE leads SET received_at = now() - make_interval(mins => $2) WHERE id = $1",
          [id, minutes],
        );
      }
      const [claim] = await t.store.claimDue(["contact"], { ...CLAIM, limit: 1 });
      if (!claim) throw new Error("nothing claimed");
      await t.store.recordAttempt(claim, { state: "delivered", status: 200 });

      const first = await t.store.listLeads({ limit: 2 });
      expect(first.total).toBe(3);
      expect(first.leads.map((lead) => lead.id)).toEqual([newest.id, middle.id]);
      const second = await t.store.listLeads({ limit: 2, offset: 2 });
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

      const spam = await t.store.listLeads({ limit: 10, spam: true });
      expect(spam.total).toBe(1);
      expect(spam.leads.every((lead) => lead.spam)).toBe(true);
    });
  });
});
