import { env } from "./env";
import { site } from "./site";

export interface AuditOffer {
  isFree: boolean;
  /** Pounds sterling. */
  price: number;
  normalPrice: number;
  /** Card-payment page the audit form sends buyers to; the thank-you page when unset. */
  paymentUrl: string | undefined;
}

/** The paid Google visibility audit for gas engineers, and its money-back promise. */
export const auditOffer: AuditOffer = {
  isFree: false,
  price: site.offers.auditPrice,
  normalPrice: site.offers.auditPrice,
  paymentUrl: env.auditPaymentUrl,
};

export const AUDIT_THANK_YOU_PATH = "/free-audit-booking-success-page";

export function formatPounds(amount: number): string {
  return `£${amount}`;
}
