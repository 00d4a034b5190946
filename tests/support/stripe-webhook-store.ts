/**
 * Test helper: Stripe's webhook (server/payments/stripe-webhook.ts) over a test lead store, with
 * what it notified and logged, an audit lead for its events to pay, and what the store then holds.
 */
import { OWNER_PAID_EMAIL } from "../../server/delivery-channels";
import type { LogFields } from "../../server/log";
import {
  createStripeWebhook,
  type StripeWebhookOptions,
} from "../../server/payments/stripe-webhook";
import { newLead, type LeadStoreContext } from "./lead-store-fixtures";
import { TEST_STRIPE_SECRET, TEST_EXPECTED_PAYMENT } from "./stripe-events";

const auditLead = () =>
  newLead({
    form: "audit",
    fields: {
      firstName: "Siân",
      lastName: "Jones",
      email: "sian@example.com",
      phone: "07700 900123",
    },
    deliveries: [{ hook: "audit", body: "{}" }],
  });

/** Stripe's webhook with the tests' signing secret, counting the published £99 in test mode. */
export const testStripeWebhook = (
  options: Omit<StripeWebhookOptions, "secret" | "expected" | "log"> &
    Partial<StripeWebhookOptions>,
) =>
  createStripeWebhook({
    secret: TEST_STRIPE_SECRET,
    expected: () => TEST_EXPECTED_PAYMENT,
    log: () => undefined,
    ...options,
  });

export function webhook(
  t: LeadStoreContext,
  { secret }: { secret?: string } = { secret: TEST_STRIPE_SECRET },
) {
  const notified: number[] = [];
  const events: LogFields[] = [];
  const app = testStripeWebhook({
    secret,
    store: () => t.store,
    paidEmailHook: OWNER_PAID_EMAIL,
    onNotify: () => notified.push(1),
    log: (_event, fields) => events.push(fields),
  });
  return { app, notified, events };
}

export async function storedLeadId(t: LeadStoreContext): Promise<string> {
  const { id } = await t.store.saveLead(auditLead(), 0);
  if (!id) throw new Error("the lead was not stored");
  return id;
}

/** How many rows the payment tables hold. */
export const rows = async (t: LeadStoreContext, table: "payments" | "stripe_events") => {
  const [row] = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count;
};
