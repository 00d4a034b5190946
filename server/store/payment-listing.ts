import type { Sql } from "./sql";

/** One payment as the owner's page, the CSV and `npm run leads` show it. */
export interface PaymentView {
  /** Stripe's Checkout Session id; null for a refund whose payment has not been seen. */
  sessionId: string | null;
  paymentIntent: string | null;
  clientReferenceId: string | null;
  leadId: string | null;
  /** In the currency's smallest unit (pence). */
  amount: number | null;
  currency: string | null;
  paidAt: Date | null;
  refundedAmount: number;
  refundedAt: Date | null;
  /** When its lead was erased at the person's request (its lead and reference are gone). */
  erasedAt: Date | null;
  /** Why it is kept for the owner's review and not counted (payment-checks.ts); null: it counts. */
  review: string | null;
}

export type PaymentState = "paid" | "refunded" | "partly refunded" | "refund only" | "needs review";

/**
 * Where a payment stands: paid, refunded in full or in part, a refund of an unseen payment, or a
 * payment that is not a £99 audit as published (kept for the owner's review, not counted).
 */
export function paymentState(payment: PaymentView): PaymentState {
  if (!payment.paidAt) return "refund only";
  if (payment.review !== null) return "needs review";
  if (payment.refundedAmount <= 0) return "paid";
  return payment.amount !== null && payment.refundedAmount < payment.amount
    ? "partly refunded"
    : "refunded";
}

interface PaymentRow {
  session_id: string | null;
  payment_intent: string | null;
  client_reference_id: string | null;
  lead_id: string | null;
  amount: string | number | null;
  currency: string | null;
  paid_at: Date | null;
  refunded_amount: string | number;
  refunded_at: Date | null;
  erased_at: Date | null;
  review: string | null;
}

const COLUMNS = `session_id, payment_intent, client_reference_id, lead_id::text AS lead_id, amount,
                 currency, paid_at, refunded_amount, refunded_at, erased_at, review`;

const date = (value: Date | null) => (value ? new Date(value) : null);

function paymentView(row: PaymentRow): PaymentView {
  return {
    sessionId: row.session_id,
    paymentIntent: row.payment_intent,
    clientReferenceId: row.client_reference_id,
    leadId: row.lead_id,
    // bigint comes back as a string from PostgreSQL: pence fit a double exactly.
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    paidAt: date(row.paid_at),
    refundedAmount: Number(row.refunded_amount),
    refundedAt: date(row.refunded_at),
    erasedAt: date(row.erased_at),
    review: row.review,
  };
}

/** Each lead's payments, oldest first, for the leads listed. */
export async function paymentsOfLeads(
  db: Sql,
  leadIds: readonly string[],
): Promise<Map<string, PaymentView[]>> {
  const byLead = new Map<string, PaymentView[]>();
  if (!leadIds.length) return byLead;
  const rows = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE lead_id = ANY($1::uuid[]) ORDER BY id`,
    [leadIds],
  );
  for (const row of rows.map(paymentView)) {
    if (row.leadId) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), row]);
  }
  return byLead;
}

/**
 * The owner's view of payments that need a look: those kept for review (not a £99 audit as
 * published: payment-checks.ts), those no stored lead explains (a lead since deleted or erased),
 * and refunds of payments this site has not seen.
 */
export function createPaymentListing(db: Sql) {
  return {
    async unmatchedPayments(limit = 50): Promise<PaymentView[]> {
      const rows = await db.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments AS p
          WHERE p.review IS NOT NULL
             OR NOT EXISTS (SELECT 1 FROM leads AS l WHERE l.id = p.lead_id)
          ORDER BY coalesce(p.paid_at, p.refunded_at) DESC, p.id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(paymentView);
    },

    /** One payment by its Checkout Session, as the "Paid" email reads it when it is due. */
    async paymentBySession(sessionId: string): Promise<PaymentView | null> {
      const [row] = await db.query<PaymentRow>(
        `SELECT ${COLUMNS} FROM payments WHERE session_id = $1`,
        [sessionId],
      );
      return row ? paymentView(row) : null;
    },

    /**
     * Audits paid since `since` and not refunded in full: only payments that passed the checks
     * when they came (a stored £99 audit lead, GBP, the published price, the site's Stripe mode),
     * so other sales on the same Stripe account never count. A person erased since still counts.
     */
    async auditsPaidSince(since: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM payments
          WHERE paid_at >= $1::timestamptz AND review IS NULL
            AND refunded_amount < coalesce(amount, 0)`,
        [since.toISOString()],
      );
      return row?.count ?? 0;
    },
  };
}
