import { paymentState, type PaymentView } from "../store/payment-listing";

/** The CSV's payment columns, after the columns older exports had. */
export const PAYMENT_COLUMNS = [
  "payment",
  "paid_amount",
  "currency",
  "paid_at",
  "refunded_amount",
  "stripe_session",
] as const;

/** Pence as a spreadsheet reads money: 9900 is "99.00". */
const decimal = (minor: number | null) => (minor === null ? "" : (minor / 100).toFixed(2));

/**
 * A lead's latest payment as CSV cells ("paid", "refunded", "partly refunded"), empty when it has
 * none. A lead pays once; if Stripe ever reports two, the newest is the one that stands.
 */
export function paymentCells(
  payments: readonly PaymentView[] | undefined,
): Record<(typeof PAYMENT_COLUMNS)[number], string> | Record<string, never> {
  const payment = payments?.at(-1);
  if (!payment) return {};
  return {
    payment: paymentState(payment),
    paid_amount: decimal(payment.amount),
    currency: (payment.currency ?? "").toUpperCase(),
    paid_at: payment.paidAt?.toISOString() ?? "",
    refunded_amount: payment.refundedAmount ? decimal(payment.refundedAmount) : "",
    stripe_session: payment.sessionId ?? "",
  };
}
