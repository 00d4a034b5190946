import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import Stripe from "stripe";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import type { PaymentOutcome } from "../store/payments";
import { paymentReview, type ExpectedPayment } from "./payment-checks";

const STRIPE_WEBHOOK_PATH = "/api/payments/stripe";
/**
 * Stripe's events for a Checkout Session or a charge are a few kilobytes; anything far larger is
 * not Stripe, and is refused before it is read into memory or hashed.
 */
export const MAX_STRIPE_EVENT_BYTES = 256 * 1024;
/** How old a signature may be, as Stripe's own default: an event replayed later is refused. */
const STRIPE_TOLERANCE_S = 300;

export interface StripeWebhookOptions {
  /** STRIPE_WEBHOOK_SECRET; unset, the path answers 404 and nothing is stored. */
  secret: string | undefined;
  /** Null while the store is not yet reachable. */
  store: () => LeadStore | null;
  /** The "Paid" email's channel when the owner's email is set up; unset plans no email. */
  paidEmailHook?: string | undefined;
  /** The owner's notice email's channel (a refund), when the owner's email is set up. */
  noticeEmailHook?: string | undefined;
  /** What a counted payment must be, from the release the request is answered from. */
  expected: (c: Context) => ExpectedPayment;
  /** A "Paid" email was planned: the outbox sends it at once. */
  onNotify: () => void;
  log: Logger;
  /** Tests move the clock Stripe's signature is checked against. */
  now?: () => number;
}

type Effect = (store: LeadStore) => Promise<PaymentOutcome>;

/** What an event does to the store; undefined for events that change nothing here. */
function effectOf(
  event: Stripe.Event,
  options: Pick<StripeWebhookOptions, "paidEmailHook" | "noticeEmailHook">,
  expected: () => ExpectedPayment,
): Effect | undefined {
  const paidAt = new Date(event.created * 1000);
  const base = { eventId: event.id, eventType: event.type };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A bank debit completes "unpaid" and is paid days later, in async_payment_succeeded.
      if (session.payment_status !== "paid") return undefined;
      const paid = {
        ...base,
        sessionId: session.id,
        clientReferenceId: session.client_reference_id,
        paymentIntent: idOf(session.payment_intent),
        amount: session.amount_total,
        currency: session.currency,
        paidAt,
      };
      const review = paymentReview(session, event.livemode, expected());
      return (store) => store.recordPaid(paid, { review, notifyHook: options.paidEmailHook });
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!paymentIntent) return undefined;
      const refund = {
        ...base,
        paymentIntent,
        amount: charge.amount,
        currency: charge.currency,
        refundedAmount: charge.amount_refunded,
        refundedAt: paidAt,
      };
      return (store) => store.recordRefund(refund, options.noticeEmailHook);
    }
    default:
      return undefined;
  }
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * POST /api/payments/stripe: Stripe's events about the £99 audit's payments. Each is verified
 * with the endpoint's signing secret on the raw body before anything is read from it; a paid
 * Checkout Session marks the lead named by its client_reference_id paid when it passes the checks
 * of payment-checks.ts (else it is kept for the owner's review), a refunded charge marks its
 * payment refunded and tells the owner. The answer is 2xx only once the effect is committed, so a failure is
 * retried by Stripe, and a retried event is recognised by its id and applied once.
 */
export function createStripeWebhook(options: StripeWebhookOptions) {
  const { secret, log, now = Date.now } = options;
  const app = new Hono();
  if (!secret) {
    app.all(STRIPE_WEBHOOK_PATH, (c) => c.json({ error: "Not found." }, 404));
    return app;
  }
  app.post(
    STRIPE_WEBHOOK_PATH,
    bodyLimit({
      maxSize: MAX_STRIPE_EVENT_BYTES,
      onError: (c) => c.json({ error: "Too large for a Stripe event." }, 413),
    }),
    async (c) => {
      // The signature covers the exact bytes sent: read them as they are, never re-serialised.
      const payload = Buffer.from(await c.req.arrayBuffer());
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          payload,
          c.req.header("stripe-signature") ?? "",
          secret,
          STRIPE_TOLERANCE_S,
          undefined,
          now(),
        );
      } catch (error) {
        log("payment", { status: "refused", error: (error as Error).message });
        return c.json({ error: "The signature does not verify." }, 400);
      }
      const effect = effectOf(event, options, () => options.expected(c));
      if (!effect) {
        log("payment", { stripeEvent: event.id, type: event.type, status: "ignored" });
        return c.json({ received: true });
      }
      const store = options.store();
      // Stripe retries a 5xx for days, so an event that arrives while the store is away is not lost.
      if (!store) return c.json({ error: "Not ready; try again." }, 503, { "Retry-After": "5" });
      try {
        const result = await effect(store);
        if (result.outcome === "recorded" && result.notified) options.onNotify();
        log("payment", {
          stripeEvent: event.id,
          type: event.type,
          status: result.outcome,
          ...(result.outcome === "recorded"
            ? { lead: result.leadId, matched: result.matched, review: result.review ?? undefined }
            : {}),
        });
        return c.json({ received: true });
      } catch (error) {
        log("payment", {
          stripeEvent: event.id,
          type: event.type,
          status: "store-faults",
          error: (error as Error).message,
        });
        return c.json({ error: "Could not record it; try again." }, 503);
      }
    },
  );
  app.all(STRIPE_WEBHOOK_PATH, (c) => c.json({ error: "Use POST." }, 405, { Allow: "POST" }));
  return app;
}
