import { env } from "~/config/env";
import { formatPounds } from "~/content-model/business-format";
import { offers } from "~/content-model/site-content";

export { formatPounds };

/**
 * The offers' links: the content's, or where it leaves one empty the VITE_* variable a deployment
 * set before the content model (config/env.ts), so that such a site keeps its links.
 */
export const offerLinks = {
  auditPayment: offers.links.auditPayment || env.auditPaymentUrl,
  gasBooking: offers.links.gasBooking || env.gasBookingEmbedUrl,
  enterpriseBooking: offers.links.enterpriseBooking || env.enterpriseBookingUrl,
  salesPhoenix: offers.links.salesPhoenix || env.salesPhoenixUrl,
};

/** The paid Google visibility audit for gas engineers, and its money-back promise. */
export const gasAuditOffer = {
  /** Pounds sterling: what the audit costs, and what the guarantee pays back. */
  price: offers.auditPrice,
  /** Card-payment page the audit form sends buyers to; the thank-you page when unset. */
  paymentUrl: offerLinks.auditPayment,
  /** The brief's line above free offers of the same audit (the popup, the free booking call). */
  freeBadge: offers.freeBadge,
  /**
   * Under the audit form: what happens to the visitor's card. Without a payment link nothing is
   * taken online, so the form must not promise a payment page (and the launch check says so).
   */
  paymentNote: offerLinks.auditPayment ? offers.paymentNotes.online : offers.paymentNotes.offline,
  /** Both notes, for the browser tests of a site with and without a payment link. */
  paymentNotes: offers.paymentNotes,
  /** Under the audit form's button while it is disabled (the form is not yet valid). */
  readyHint: "Fill in all four fields to continue.",
};
