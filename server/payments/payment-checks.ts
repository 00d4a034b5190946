/**
 * When a paid Checkout Session counts as a £99 audit (for "Paid" and "spots left"): its reference
 * names a stored, unerased audit lead, it was paid in GBP at the price the live release publishes,
 * and in the Stripe mode the site takes payments in. Anything else is kept for the owner as "needs
 * review", with the reasons this gives, and counted nowhere.
 */
import type Stripe from "stripe";
import { gasAuditForm } from "../../lead-forms/gas-audit";
import type { PaymentReview } from "../store/payments";
import { formatMoney } from "./payment-text";

/** What a counted payment must be: the published price, and Stripe's mode. */
export interface ExpectedPayment {
  /** The audit's price in the live release's content, in pence. */
  pence: number;
  /** False when the site's payment link is one of Stripe's test-mode links. */
  livemode: boolean;
}

const AUDIT_FORM = gasAuditForm.id;

/**
 * Stripe's test-mode payment links start their path with `test_` (buy.stripe.com/test_…); any
 * other link, or none, means live payments, so a test event never counts on a live site.
 */
export function livemodeOfPaymentLink(url: string | undefined): boolean {
  if (!url) return true;
  return !new URL(url).pathname.startsWith("/test_");
}

export function paymentReview(
  session: Pick<Stripe.Checkout.Session, "amount_total" | "currency">,
  livemode: boolean,
  expected: ExpectedPayment,
): PaymentReview {
  return (lead) => {
    const reasons: string[] = [];
    if (!lead) reasons.push("no stored lead has its reference");
    else if (lead.form !== AUDIT_FORM) reasons.push(`its lead came from the ${lead.form} form`);
    const currency = (session.currency ?? "").toUpperCase();
    if (currency !== "GBP") reasons.push(`paid in ${currency || "no currency"}, not GBP`);
    else if (session.amount_total !== expected.pence) {
      reasons.push(
        `${formatMoney(session.amount_total ?? 0, "GBP")} paid, not the published ${formatMoney(expected.pence, "GBP")}`,
      );
    }
    if (livemode !== expected.livemode) {
      reasons.push(
        livemode
          ? "a live payment, but the site's payment link is in test mode"
          : "a test-mode payment, but the site takes live payments",
      );
    }
    return reasons.length ? reasons.join("; ") : null;
  };
}
