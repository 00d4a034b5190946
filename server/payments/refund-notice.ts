import { REFUND_NOTICE } from "../store/payments";
import type { OwnerNotice } from "../store/owner-notices";
import { formatMoney } from "./payment-text";

interface RefundDetails {
  paymentIntent: string;
  amount: number;
  refundedAmount: number;
  currency: string;
  refundedAt: string;
}

/**
 * The owner's email about a refund Stripe reported (payments.ts keeps the notice with the event),
 * or null for a notice of another kind. It names the payment, never the person: the owner's page
 * shows whose it was.
 */
export function refundNoticeEmail(
  notice: OwnerNotice,
  adminUrl: string,
): { subject: string; text: string } | null {
  if (notice.kind !== REFUND_NOTICE) return null;
  const details = notice.details as Partial<RefundDetails>;
  const currency = details.currency ?? "GBP";
  const refunded = formatMoney(details.refundedAmount ?? 0, currency);
  const paid = formatMoney(details.amount ?? 0, currency);
  return {
    subject: `${new URL(adminUrl).host}: ${refunded} refunded`,
    text: [
      `Stripe reports a refund: ${refunded} of a ${paid} payment (${details.paymentIntent}), at ${details.refundedAt}.`,
      "",
      "A refunded audit no longer takes a spot this week.",
      "",
      `The owner's page: ${adminUrl}`,
    ].join("\n"),
  };
}
