/**
 * Test helper: Stripe's events as its webhook sends them, signed with the `stripe` package's own
 * test-header helper (no network), and posted to the app under test.
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";

export const TEST_STRIPE_SECRET = "whsec_test_0123456789abcdef";
export const AUDIT_PENCE = 9900;
/** What the webhooks under test count: the published £99, in test mode (these events' mode). */
export const TEST_EXPECTED_PAYMENT = { pence: AUDIT_PENCE, livemode: false };

let sequence = 0;
const next = (prefix: string) => `${prefix}_test_${(sequence += 1)}_${randomUUID().slice(0, 8)}`;

interface SessionOptions {
  type?: "checkout.session.completed" | "checkout.session.async_payment_succeeded";
  clientReferenceId?: string | null;
  paymentStatus?: "paid" | "unpaid" | "no_payment_required";
  sessionId?: string;
  paymentIntent?: string;
  amount?: number;
  currency?: string;
  livemode?: boolean;
  /** Seconds since 1970, as Stripe's `created`. */
  created?: number;
}

/** A Checkout Session event, paid by default. */
export function sessionEvent(options: SessionOptions = {}) {
  const sessionId = options.sessionId ?? next("cs");
  return {
    id: next("evt"),
    object: "event",
    api_version: "2025-01-27",
    type: options.type ?? "checkout.session.completed",
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: options.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        client_reference_id: options.clientReferenceId ?? null,
        payment_status: options.paymentStatus ?? "paid",
        payment_intent: options.paymentIntent ?? next("pi"),
        amount_total: options.amount ?? AUDIT_PENCE,
        currency: options.currency ?? "gbp",
        mode: "payment",
      },
    },
  };
}

/** A charge.refunded event for the payment intent, refunded in full by default. */
export function refundEvent(paymentIntent: string, refunded = AUDIT_PENCE) {
  return {
    id: next("evt"),
    object: "event",
    api_version: "2025-01-27",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: next("ch"),
        object: "charge",
        payment_intent: paymentIntent,
        amount: AUDIT_PENCE,
        amount_refunded: refunded,
        refunded: refunded >= AUDIT_PENCE,
        currency: "gbp",
      },
    },
  };
}

/** The Stripe-Signature header for `payload`, as Stripe would sign it at `timestamp`. */
export function signature(payload: string, secret = TEST_STRIPE_SECRET, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

interface Fetcher {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** Posts an event (or any body) to the webhook, signed unless a header is given. */
export function postEvent(
  app: Fetcher,
  event: unknown,
  { header, secret, timestamp }: { header?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return app.request("/api/payments/stripe", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": header ?? signature(payload, secret, timestamp),
    },
    body: payload,
  });
}
