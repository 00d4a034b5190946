import { env } from "~/config/env";
import { site } from "~/config/site";

export function formatPounds(amount: number): string {
  return `£${amount}`;
}

const paymentNotes = {
  online: "Secure card payment on the next page",
  offline: "Nothing is charged online: we agree the fee with you on the call",
};

/** The paid Google visibility audit for gas engineers, and its money-back promise. */
export const gasAuditOffer = {
  /** Pounds sterling: what the audit costs, and what the guarantee pays back. */
  price: site.offers.auditPrice,
  /** Card-payment page the audit form sends buyers to; the thank-you page when unset. */
  paymentUrl: env.auditPaymentUrl,
  /** The brief's line above free offers of the same audit (the popup, the free booking call). */
  freeBadge: `Usually ${formatPounds(site.offers.auditPrice)} - Now FREE`,
  /**
   * Under the audit form: what happens to the visitor's card. Without a payment link nothing is
   * taken online, so the form must not promise a payment page (and the launch check says so).
   */
  paymentNote: env.auditPaymentUrl ? paymentNotes.online : paymentNotes.offline,
  /** Both notes, for the browser tests of a site with and without a payment link. */
  paymentNotes,
  /** Under the audit form's button while it is disabled (the form is not yet valid). */
  readyHint: "Fill in all four fields to continue.",
};
