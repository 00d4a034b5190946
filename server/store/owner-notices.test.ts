import { describe, expect, it } from "vitest";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import { CLAIM, describeLeadStore, newLead } from "../../tests/support/lead-store-fixtures";
import { personLead, SIAN } from "../../tests/support/person-leads";
import { parsePersonQuery, type PersonKey } from "./person-key";

const WINDOW_MS = 15 * 60_000;
const LOCKOUT = {
  kind: "sign-in-lockout",
  details: { lockout: "site-wide" },
  hook: OWNER_NOTICE_EMAIL,
  onceWithinMs: WINDOW_MS,
} as const;

/** The owner's notices (owner-notices.ts) and their deliveries in the outbox, on both engines. */
describeLeadStore("owner_notices table", (t) => {
  const notices = () =>
    t.db.query<{ id: string; kind: string }>("SELECT id, kind FROM owner_notices");
  const noticeDeliveries = () =>
    t.db.query<{ notice_id: string; lead_id: string | null; hook: string; state: string }>(
      "SELECT notice_id::text, lead_id, hook, state FROM deliveries WHERE notice_id IS NOT NULL",
    );

  describe("queueOwnerNotice", () => {
    it("keeps a notice with its email's delivery, once in its window", async () => {
      expect(await t.store.queueOwnerNotice(LOCKOUT)).toBe(true);
      expect(await t.store.queueOwnerNotice({ ...LOCKOUT, details: { lockout: "address" } })).toBe(
        false,
      );
      const [notice] = await notices();
      expect(await noticeDeliveries()).toEqual([
        {
          notice_id: String(notice?.id),
          lead_id: null,
          hook: OWNER_NOTICE_EMAIL,
          state: "pending",
        },
      ]);
      // Another kind has its own episodes.
      expect(await t.store.queueOwnerNotice({ ...LOCKOUT, kind: "another-kind" })).toBe(true);

      // Once the window is over, the next one is a new episode.
      await t.db.query("UPDATE owner_notices SET created_at = created_at - interval '16 minutes'");
      expect(await t.store.queueOwnerNotice(LOCKOUT)).toBe(true);
      expect(await noticeDeliveries()).toHaveLength(3);
    });

    it("keeps one notice when many ask at once", async () => {
      const kept = await Promise.all(
        Array.from({ length: 8 }, () => t.store.queueOwnerNotice(LOCKOUT)),
      );
      expect(kept.filter(Boolean)).toHaveLength(1);
      expect(await notices()).toHaveLength(1);
      expect(await noticeDeliveries()).toHaveLength(1);
    });
  });

  it("is claimed and recorded by the outbox like a lead's delivery, and read when its email is due", async () => {
    await t.store.saveLead(newLead(), 0);
    await t.store.queueOwnerNotice(LOCKOUT);
    const [claim, ...others] = await t.store.claimDue([OWNER_NOTICE_EMAIL], CLAIM);
    expect(others).toEqual([]);
    expect(claim).toMatchObject({ hook: OWNER_NOTICE_EMAIL, attempt: 1, body: "" });
    expect(claim?.noticeId).toMatch(/^\d+$/);
    expect(claim?.leadId).toBeUndefined();
    if (!claim?.noticeId) throw new Error("no notice claimed");

    const notice = await t.store.noticeForDelivery(claim.noticeId);
    expect(notice).toMatchObject({ kind: "sign-in-lockout", details: { lockout: "site-wide" } });
    expect(notice?.createdAt).toBeInstanceOf(Date);
    expect(await t.store.noticeForDelivery("999999")).toBeNull();

    await t.store.recordAttempt(claim, { state: "delivered", status: 250 });
    expect((await t.deliveryRow(claim.id)).state).toBe("delivered");
    // The lead's own delivery is claimed as before, with its lead.
    const [lead] = await t.store.claimDue(["contact", OWNER_NOTICE_EMAIL], CLAIM);
    expect(lead).toMatchObject({ hook: "contact", form: "contact" });
    expect(lead?.noticeId).toBeUndefined();
  });

  it("stays out of the owner's lead views, backlog and a person's data", async () => {
    await t.store.queueOwnerNotice(LOCKOUT);
    await t.db.query("UPDATE deliveries SET state = 'failed'");
    expect(await t.store.listLeads({ limit: 10 })).toEqual({ total: 0, leads: [] });
    expect(await t.store.backlog()).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });

    await t.store.saveLead(personLead("contact"), 0);
    const key = parsePersonQuery(SIAN.email) as PersonKey;
    const copy = await t.store.exportPerson(key);
    expect((copy.deliveries as unknown[]).length).toBe(1);
    const erased = await t.store.erasePerson(key);
    expect(erased.counts).toMatchObject({ leads: 1, deliveries: 1 });
    expect(await notices()).toHaveLength(1);
    expect(await noticeDeliveries()).toHaveLength(1);
  });

  it("goes with retention once older than the period, its delivery with it", async () => {
    await t.store.queueOwnerNotice(LOCKOUT);
    expect(await t.store.pruneOldNotices(60_000)).toBe(0);
    await t.db.query("UPDATE owner_notices SET created_at = now() - interval '2 minutes'");
    expect(await t.store.pruneOldNotices(60_000)).toBe(1);
    expect(await notices()).toEqual([]);
    expect(await noticeDeliveries()).toEqual([]);
  });

  it("lets a delivery belong to a lead or a notice, never neither or both", async () => {
    const { id: leadId } = await t.store.saveLead(newLead(), 0);
    await t.store.queueOwnerNotice(LOCKOUT);
    const [notice] = await notices();
    await expect(
      t.db.query("INSERT INTO deliveries (hook, body) VALUES ('contact', '{}')"),
    ).rejects.toThrow(/deliveries_lead_or_notice/);
    await expect(
      t.db.query(
        "INSERT INTO deliveries (lead_id, notice_id, hook, body) VALUES ($1, $2, 'audit', '')",
        [leadId, notice?.id],
      ),
    ).rejects.toThrow(/deliveries_lead_or_notice/);
  });
});
