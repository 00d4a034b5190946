import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { OWNER_PAID_EMAIL } from "../delivery-channels";
import { leadIdLockKey } from "../store/leads";
import { lockKey } from "../store/sql";
import { describeLeadStore, type LeadStoreContext } from "../../tests/support/lead-store-fixtures";
import { expectNothingWithin } from "../../tests/support/quiet-period";
import {
  AUDIT_PENCE,
  postEvent,
  refundEvent,
  sessionEvent,
} from "../../tests/support/stripe-events";
import { rows, storedLeadId, webhook } from "../../tests/support/stripe-webhook-store";

async function paymentsOf(t: LeadStoreContext, leadId: string) {
  const { leads } = await t.store.listLeads({ limit: 10 });
  return leads.find((lead) => lead.id === leadId)?.payments ?? [];
}

const paidEmails = (t: LeadStoreContext, leadId: string) =>
  t.db.query<{ body: string }>("SELECT body FROM deliveries WHERE lead_id = $1 AND hook = $2", [
    leadId,
    OWNER_PAID_EMAIL,
  ]);

describeLeadStore("Stripe's webhook", (t) => {
  let hook: ReturnType<typeof webhook>;
  beforeEach(() => {
    hook = webhook(t);
  });

  it("marks the lead paid with the amount, currency, session and time, and plans the “Paid” email", async () => {
    const leadId = await storedLeadId(t);
    const created = Math.floor(Date.now() / 1000) - 30;
    const event = sessionEvent({ clientReferenceId: leadId, created });
    const response = await postEvent(hook.app, event);
    expect(response.status).toBe(200);
    expect(await paymentsOf(t, leadId)).toEqual([
      expect.objectContaining({
        sessionId: event.data.object.id,
        amount: AUDIT_PENCE,
        currency: "gbp",
        paidAt: new Date(created * 1000),
        refundedAmount: 0,
      }),
    ]);
    expect(await paidEmails(t, leadId)).toEqual([{ body: event.data.object.id }]);
    expect(hook.notified).toHaveLength(1);
    expect(await t.store.unmatchedPayments()).toEqual([]);
    expect(hook.events).toContainEqual(
      expect.objectContaining({
        stripeEvent: event.id,
        status: "recorded",
        lead: leadId,
        matched: true,
      }),
    );
  });

  it("waits for a bank debit: “unpaid” at completion changes nothing, async_payment_succeeded pays", async () => {
    const leadId = await storedLeadId(t);
    const sessionId = `cs_async_${randomUUID()}`;
    const pending = sessionEvent({ clientReferenceId: leadId, sessionId, paymentStatus: "unpaid" });
    expect((await postEvent(hook.app, pending)).status).toBe(200);
    expect(await paymentsOf(t, leadId)).toEqual([]);
    const paid = sessionEvent({
      type: "checkout.session.async_payment_succeeded",
      clientReferenceId: leadId,
      sessionId,
    });
    expect((await postEvent(hook.app, paid)).status).toBe(200);
    expect(await paymentsOf(t, leadId)).toMatchObject([{ sessionId, amount: AUDIT_PENCE }]);
    expect(await paidEmails(t, leadId)).toHaveLength(1);
  });

  it("marks a refunded charge's payment refunded, found by its payment intent", async () => {
    const leadId = await storedLeadId(t);
    const paid = sessionEvent({ clientReferenceId: leadId });
    await postEvent(hook.app, paid);
    const refund = refundEvent(paid.data.object.payment_intent);
    expect((await postEvent(hook.app, refund)).status).toBe(200);
    const [payment] = await paymentsOf(t, leadId);
    expect(payment).toMatchObject({ refundedAmount: AUDIT_PENCE });
    expect(payment?.refundedAt).toBeInstanceOf(Date);
    expect(await t.store.auditsPaidSince(new Date(0))).toBe(0);
  });

  it("keeps a refund that comes before its payment, and joins the two when the session arrives", async () => {
    const leadId = await storedLeadId(t);
    const paid = sessionEvent({ clientReferenceId: leadId });
    await postEvent(hook.app, refundEvent(paid.data.object.payment_intent));
    expect(await t.store.unmatchedPayments()).toMatchObject([{ sessionId: null, paidAt: null }]);
    await postEvent(hook.app, paid);
    expect(await rows(t, "payments")).toBe(1);
    expect(await paymentsOf(t, leadId)).toMatchObject([
      { sessionId: paid.data.object.id, refundedAmount: AUDIT_PENCE },
    ]);
    expect(await t.store.unmatchedPayments()).toEqual([]);
  });

  it("applies an event Stripe sends again only once", async () => {
    const leadId = await storedLeadId(t);
    const event = sessionEvent({ clientReferenceId: leadId });
    const answers = await Promise.all([postEvent(hook.app, event), postEvent(hook.app, event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await postEvent(hook.app, event)).status).toBe(200);
    expect(await rows(t, "payments")).toBe(1);
    expect(await rows(t, "stripe_events")).toBe(1);
    expect(await paidEmails(t, leadId)).toHaveLength(1);
    expect(hook.notified).toHaveLength(1);
  });

  it("keeps a payment that names no stored lead as unmatched, for the owner to see", async () => {
    const unknown = sessionEvent({ clientReferenceId: randomUUID() });
    const notAnId = sessionEvent({ clientReferenceId: "made-up" });
    const none = sessionEvent({ clientReferenceId: null });
    for (const event of [unknown, notAnId, none]) {
      expect((await postEvent(hook.app, event)).status).toBe(200);
    }
    const unmatched = await t.store.unmatchedPayments();
    expect(unmatched.map((payment) => payment.sessionId).sort()).toEqual(
      [unknown, notAnId, none].map((event) => event.data.object.id).sort(),
    );
    expect(await t.count("deliveries")).toBe(0);
    // Only a payment for a stored audit lead counts as a booked audit.
    expect(await t.store.auditsPaidSince(new Date(0))).toBe(0);
  });

  it("waits for a lead still being stored, so a payment that comes before its commit still matches", async () => {
    const leadId = randomUUID();
    let answer: Promise<Response> | undefined;
    await t.db.transaction(async (tx) => {
      // What saveLead does: the id's lock first, then the lead, committed at the end.
      await lockKey(tx, leadIdLockKey(leadId));
      await tx.query(
        `INSERT INTO leads (id, form, fields, fingerprint) VALUES ($1, 'audit', '{}'::jsonb, 'x')`,
        [leadId],
      );
      answer = Promise.resolve(postEvent(hook.app, sessionEvent({ clientReferenceId: leadId })));
      const answered: number[] = [];
      void answer.then(({ status }) => answered.push(status));
      // No answer while the lead's transaction is open: the webhook waits for its commit.
      await expectNothingWithin(300, () => answered, { what: "answer before the commit" });
    });
    expect((await answer)?.status).toBe(200);
    expect(await paymentsOf(t, leadId)).toHaveLength(1);
    expect(await paidEmails(t, leadId)).toHaveLength(1);
    expect(await t.store.unmatchedPayments()).toEqual([]);
  });

  it("shows a payment kept for review under its lead once that lead is stored, still not counted", async () => {
    const leadId = randomUUID();
    await postEvent(hook.app, sessionEvent({ clientReferenceId: leadId }));
    expect(await t.store.unmatchedPayments()).toHaveLength(1);
    await t.db.query(
      `INSERT INTO leads (id, form, fields, fingerprint) VALUES ($1, 'audit', '{}'::jsonb, 'y')`,
      [leadId],
    );
    expect(await paymentsOf(t, leadId)).toMatchObject([
      { review: expect.stringContaining("no stored lead") },
    ]);
    expect(await t.store.unmatchedPayments()).toHaveLength(1);
    expect(await t.store.auditsPaidSince(new Date(0))).toBe(0);
  });

  it("counts toward the summary's paid audits and revenue per source", async () => {
    const leadId = await storedLeadId(t);
    await postEvent(hook.app, sessionEvent({ clientReferenceId: leadId }));
    await postEvent(hook.app, sessionEvent({ clientReferenceId: randomUUID() }));
    const { paidBySource } = await t.store.summariseLeads();
    // The payment for a lead never stored is kept for review, not counted as a sale.
    expect(paidBySource).toEqual([
      { key: "Direct", paid7: 1, paid30: 1, revenue30: { GBP: AUDIT_PENCE } },
    ]);
  });
});
