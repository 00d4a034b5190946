import { leadIdLockKey } from "./leads";
import { lockKey, type Database, type Sql } from "./sql";

/** A Checkout Session that Stripe says is paid (checkout.session.completed or async_payment_succeeded). */
export interface PaidSession {
  eventId: string;
  eventType: string;
  sessionId: string;
  /** What the audit form's redirect put in the payment link: the lead's id, or anything else. */
  clientReferenceId: string | null;
  paymentIntent: string | null;
  /** In the currency's smallest unit (pence), as Stripe gives it. */
  amount: number | null;
  currency: string | null;
  paidAt: Date;
}

/** A charge.refunded event: how much of the payment has been refunded so far. */
export interface RefundedCharge {
  eventId: string;
  eventType: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  /** Stripe's running total, so events that arrive out of order still leave the largest. */
  refundedAmount: number;
  refundedAt: Date;
}

export type PaymentOutcome =
  | { outcome: "duplicate" }
  | {
      outcome: "recorded";
      leadId: string | null;
      matched: boolean;
      notified: boolean;
      /** Why a payment is kept for the owner's review instead of counted; null when it counts. */
      review?: string | null;
    };

/**
 * Why a paid session does not count as a £99 audit, given the lead its reference names as stored
 * when it is recorded (null: none), or null when it counts (server/payments/payment-checks.ts).
 */
export type PaymentReview = (lead: { form: string } | null) => string | null;

/** The owner's notice of a refund (`owner_notices.kind`): its email says what was refunded. */
export const REFUND_NOTICE = "payment-refunded";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead id a client_reference_id names, if it has the shape of one; never anything else. */
function leadIdOf(clientReferenceId: string | null): string | null {
  return clientReferenceId && UUID.test(clientReferenceId) ? clientReferenceId.toLowerCase() : null;
}

/** True the first time an event id is seen; Stripe sends an event again until it hears a 2xx. */
async function firstTime(tx: Sql, eventId: string, type: string): Promise<boolean> {
  const rows = await tx.query(
    "INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id",
    [eventId, type],
  );
  return rows.length > 0;
}

/**
 * The `payments` and `stripe_events` tables: each event is recorded with its effect in one
 * transaction, so an event is either wholly applied once or not at all (and Stripe retries it).
 */
export function createPaymentTable(db: Database) {
  return {
    /**
     * Records a paid session, counted as a £99 audit unless `review` gives a reason (kept for the
     * owner's review instead). With `notifyHook` (the owner's email is set up), a counted
     * payment's lead gets one more delivery, the "Paid" email, in the same transaction.
     */
    recordPaid(
      session: PaidSession,
      { review, notifyHook }: { review: PaymentReview; notifyHook?: string | undefined },
    ): Promise<PaymentOutcome> {
      return db.transaction(async (tx) => {
        if (!(await firstTime(tx, session.eventId, session.eventType))) {
          return { outcome: "duplicate" } as const;
        }
        const leadId = leadIdOf(session.clientReferenceId);
        // A lead still being stored holds this lock: wait for its commit, then it is seen.
        if (leadId) await lockKey(tx, leadIdLockKey(leadId));
        if (session.paymentIntent) await lockKey(tx, `payment-intent:${session.paymentIntent}`);
        const lead = leadId
          ? await tx.query<{ spam: boolean; form: string }>(
              "SELECT spam, form FROM leads WHERE id = $1::uuid",
              [leadId],
            )
          : [];
        const reason = review(lead[0] ?? null);
        const values = [
          session.sessionId,
          session.clientReferenceId,
          leadId,
          session.amount,
          session.currency,
          session.paidAt.toISOString(),
          session.paymentIntent,
          reason,
        ];
        // A refund seen before its payment left a row with the payment intent only: complete it.
        const completed = session.paymentIntent
          ? await tx.query(
              `UPDATE payments
                  SET session_id = $1, client_reference_id = $2, lead_id = $3::uuid, amount = $4,
                      currency = $5, paid_at = $6::timestamptz, review = $8
                WHERE payment_intent = $7 AND session_id IS NULL
            RETURNING id`,
              values,
            )
          : [];
        const inserted = completed.length
          ? completed
          : await tx.query(
              `INSERT INTO payments (session_id, client_reference_id, lead_id, amount, currency,
                                     paid_at, payment_intent, review)
               VALUES ($1, $2, $3::uuid, $4, $5, $6::timestamptz, $7, $8)
               ON CONFLICT DO NOTHING RETURNING id`,
              values,
            );
        const matched = lead.length > 0;
        let notified = false;
        if (inserted.length && notifyHook && lead[0] && !lead[0].spam && reason === null) {
          const planned = await tx.query(
            `INSERT INTO deliveries (lead_id, hook, body) VALUES ($1::uuid, $2, $3)
             ON CONFLICT (lead_id, hook) DO NOTHING RETURNING id`,
            [leadId, notifyHook, session.sessionId],
          );
          notified = planned.length > 0;
        }
        return { outcome: "recorded", leadId, matched, notified, review: reason } as const;
      });
    },

    /**
     * Marks a payment refunded (in full or in part), by the payment intent its session gave. With
     * `noticeHook` (the owner's email is set up), the owner is told of it by email, planned in the
     * same transaction: a refund of a payment this site has not seen too.
     */
    recordRefund(charge: RefundedCharge, noticeHook?: string): Promise<PaymentOutcome> {
      return db.transaction(async (tx) => {
        if (!(await firstTime(tx, charge.eventId, charge.eventType))) {
          return { outcome: "duplicate" } as const;
        }
        const notified = noticeHook ? await planRefundNotice(tx, charge, noticeHook) : false;
        await lockKey(tx, `payment-intent:${charge.paymentIntent}`);
        const values = [
          charge.paymentIntent,
          charge.refundedAmount,
          charge.refundedAt.toISOString(),
          charge.amount,
          charge.currency,
        ];
        const updated = await tx.query<{ lead_id: string | null }>(
          `UPDATE payments
              SET refunded_amount = greatest(refunded_amount, $2),
                  refunded_at = greatest(refunded_at, $3::timestamptz)
            WHERE payment_intent = $1
        RETURNING lead_id::text AS lead_id`,
          values.slice(0, 3),
        );
        if (updated[0]) {
          const leadId = updated[0].lead_id;
          const lead = leadId
            ? await tx.query("SELECT 1 FROM leads WHERE id = $1::uuid", [leadId])
            : [];
          return { outcome: "recorded", leadId, matched: lead.length > 0, notified };
        }
        // Stripe does not promise the order of events: a refund may come before its payment's
        // session (or be for a payment made elsewhere). Kept, and completed if the session comes.
        await tx.query(
          `INSERT INTO payments (payment_intent, refunded_amount, refunded_at, amount, currency)
           VALUES ($1, $2, $3::timestamptz, $4, $5)`,
          values,
        );
        return { outcome: "recorded", leadId: null, matched: false, notified };
      });
    },
  };
}

/** The owner's notice of a refund and its email's delivery; it names the payment, not the person. */
async function planRefundNotice(tx: Sql, charge: RefundedCharge, hook: string): Promise<boolean> {
  const details = {
    paymentIntent: charge.paymentIntent,
    amount: charge.amount,
    refundedAmount: charge.refundedAmount,
    currency: charge.currency,
    refundedAt: charge.refundedAt.toISOString(),
  };
  const [row] = await tx.query<{ id: string }>(
    "INSERT INTO owner_notices (kind, details) VALUES ($1, $2::jsonb) RETURNING id::text AS id",
    [REFUND_NOTICE, JSON.stringify(details)],
  );
  await tx.query("INSERT INTO deliveries (notice_id, hook, body) VALUES ($1::bigint, $2, '')", [
    row?.id,
    hook,
  ]);
  return true;
}
