import type { LeadStore } from "../store/lead-store";
import { paymentState, type PaymentView } from "../store/payment-listing";

/**
 * An amount in a currency's smallest unit as the owner reads it: 9900 GBP is "£99.00". Stripe's
 * zero-decimal currencies (JPY and a few others) are not sold here, so two decimals always.
 */
export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Revenue per currency in one line: "£198.00", or "£99.00 + €50.00" on a mixed account. */
export function formatRevenue(byCurrency: Record<string, number>): string {
  const parts = Object.entries(byCurrency).map(([currency, minor]) =>
    formatMoney(minor, currency || "GBP"),
  );
  return parts.length ? parts.join(" + ") : formatMoney(0, "GBP");
}

/** What a payment comes to, e.g. "Paid £99.00", "Refunded £99.00 of £99.00". */
export function paymentSummary(payment: PaymentView): string {
  const currency = payment.currency ?? "GBP";
  const amount =
    payment.amount === null ? "an unknown amount" : formatMoney(payment.amount, currency);
  const refunded = formatMoney(payment.refundedAmount, currency);
  switch (paymentState(payment)) {
    case "paid":
      return `Paid ${amount}`;
    case "refunded":
      return `Refunded ${refunded} (paid ${amount})`;
    case "partly refunded":
      return `Partly refunded: ${refunded} of ${amount}`;
    case "refund only":
      return `Refund of ${refunded} for a payment not seen here`;
    case "needs review":
      return `Needs review: ${amount} paid, not counted (${payment.review})`;
  }
}

/** The "Paid" email's line for a session, or null when the payment is no longer stored. */
export async function paidLine(
  store: Pick<LeadStore, "paymentBySession">,
  sessionId: string,
): Promise<{ amount: string; at: Date; sessionId: string } | null> {
  const payment = await store.paymentBySession(sessionId);
  if (!payment?.paidAt) return null;
  return {
    amount: formatMoney(payment.amount ?? 0, payment.currency ?? "GBP"),
    at: payment.paidAt,
    sessionId,
  };
}
