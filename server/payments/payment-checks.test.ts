import { randomUUID } from "node:crypto";
import { beforeEach, expect, it } from "vitest";
import { parsePersonQuery, type PersonKey } from "../store/person-key";
import { describeLeadStore, newLead } from "../../tests/support/lead-store-fixtures";
import { postEvent, sessionEvent } from "../../tests/support/stripe-events";
import { storedLeadId, webhook } from "../../tests/support/stripe-webhook-store";
import { livemodeOfPaymentLink } from "./payment-checks";

/** Which payments count as a £99 audit (payment-checks.ts), through the real webhook and store. */
describeLeadStore("payments checked before they count", (t) => {
  let hook: ReturnType<typeof webhook>;
  beforeEach(() => {
    hook = webhook(t);
  });

  const reviewOf = async (sessionId: string) =>
    (await t.store.unmatchedPayments()).find((payment) => payment.sessionId === sessionId)?.review;

  it("counts a £99 GBP payment for a stored audit lead in the site's mode, and keeps the rest for review", async () => {
    const audit = await storedLeadId(t);
    const counted = sessionEvent({ clientReferenceId: audit });
    const { id: contact } = await t.store.saveLead(newLead(), 0);
    const cases = [
      [sessionEvent({ clientReferenceId: randomUUID() }), "no stored lead has its reference"],
      [sessionEvent({ clientReferenceId: contact }), "its lead came from the contact form"],
      [
        sessionEvent({ clientReferenceId: await storedLeadId(t), amount: 1, currency: "usd" }),
        "paid in USD, not GBP",
      ],
      [
        sessionEvent({ clientReferenceId: await storedLeadId(t), amount: 1 }),
        "£0.01 paid, not the published £99.00",
      ],
      [
        sessionEvent({ clientReferenceId: await storedLeadId(t), livemode: true }),
        "a live payment, but the site's payment link is in test mode",
      ],
    ] as const;
    for (const event of [counted, ...cases.map(([event]) => event)]) {
      expect((await postEvent(hook.app, event)).status).toBe(200);
    }

    expect(await t.store.auditsPaidSince(new Date(0))).toBe(1);
    for (const [event, reason] of cases) {
      expect(await reviewOf(event.data.object.id)).toBe(reason);
    }
    expect(await reviewOf(counted.data.object.id)).toBeUndefined();
    // Only the counted payment's lead gets the "Paid" email; the log says why the others wait.
    expect(hook.notified).toHaveLength(1);
    expect(hook.events).toContainEqual(
      expect.objectContaining({ status: "recorded", review: "paid in USD, not GBP" }),
    );
    const { paidBySource } = await t.store.summariseLeads();
    expect(paidBySource.map((row) => row.paid30)).toEqual([1]);
  });

  it("does not count a payment that comes after its person was erased", async () => {
    const lead = await storedLeadId(t);
    await t.store.erasePerson(parsePersonQuery("sian@example.com") as PersonKey);
    const late = sessionEvent({ clientReferenceId: lead });
    await postEvent(hook.app, late);
    expect(await t.store.auditsPaidSince(new Date(0))).toBe(0);
    expect(await reviewOf(late.data.object.id)).toMatch(/^no stored lead/);
  });
});

it("reads Stripe's mode from the payment link: test_ links are test mode, any other is live", () => {
  expect(livemodeOfPaymentLink("https://buy.stripe.com/test_4gw5kD0aB")).toBe(false);
  expect(livemodeOfPaymentLink("https://buy.stripe.com/4gw5kD0aB")).toBe(true);
  expect(livemodeOfPaymentLink(undefined)).toBe(true);
});
