import { expect, it } from "vitest";
import { OWNER_PAID_EMAIL } from "../delivery-channels";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { personLead } from "../../tests/support/person-leads";
import { postEvent, sessionEvent } from "../../tests/support/stripe-events";
import { testStripeWebhook } from "../../tests/support/stripe-webhook-store";
import type { LeadStore } from "../store/lead-store";

/**
 * Stripe retries an event answered with a 5xx for days: while the store cannot take a payment,
 * the webhook must say so, and the retry must then apply it once.
 */
describeLeadStore("Stripe's webhook while the store is away", (t) => {
  const webhook = (store: () => LeadStore | null) =>
    testStripeWebhook({
      store,
      paidEmailHook: OWNER_PAID_EMAIL,
      onNotify: () => undefined,
    });
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ count: number }>(sql, params))[0]?.count;

  it("answers 503 with Retry-After while the store is still opening", async () => {
    const response = await postEvent(
      webhook(() => null),
      sessionEvent(),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("answers 503 when the store fails mid-way, keeps nothing, and applies Stripe's retry once", async () => {
    const { id: leadId } = await t.store.saveLead(personLead("audit"), 0);
    const event = sessionEvent({ clientReferenceId: leadId });
    const app = webhook(() => t.store);
    // A real fault in the store: the table each event is recorded in is not there.
    await t.db.query("ALTER TABLE stripe_events RENAME TO stripe_events_away");
    try {
      expect((await postEvent(app, event)).status).toBe(503);
    } finally {
      await t.db.query("ALTER TABLE stripe_events_away RENAME TO stripe_events");
    }
    expect(await count("SELECT count(*)::int AS count FROM payments")).toBe(0);

    expect((await postEvent(app, event)).status).toBe(200);
    expect((await postEvent(app, event)).status).toBe(200);
    expect(
      await count("SELECT count(*)::int AS count FROM payments WHERE lead_id = $1::uuid", [leadId]),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*)::int AS count FROM deliveries WHERE lead_id = $1::uuid AND hook = $2",
        [leadId, OWNER_PAID_EMAIL],
      ),
    ).toBe(1);
  });
});
