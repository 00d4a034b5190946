import * as z from "zod";
import { group, line, optionalHttpsLink, wholeNumber } from "../fields.ts";

/** What the agency sells and on what terms; "{price}" in any text is the audit's price. */
export const offersSchema = z.object({
  auditPrice: wholeNumber({
    label: "Audit price (£)",
    help: "The gas engineers' audit, in whole pounds; the guarantee pays back the same",
    min: 1,
    max: 10_000,
  }),
  auditCallMinutes: wholeNumber({ label: "Audit call length (minutes)", min: 5, max: 240 }),
  discoveryCallMinutes: wholeNumber({ label: "Discovery call length (minutes)", min: 5, max: 240 }),
  enterpriseAuditDays: line({ label: "Enterprise audit length (days)", help: "Like 2–3", max: 20 }),
  enterpriseMinRevenue: line({
    label: "Enterprise audit: minimum revenue",
    help: "Like £10M+",
    max: 20,
  }),
  /** Empty, a link falls back to its VITE_* variable (.env), where a deployment set it before. */
  links: group(
    {
      auditPayment: optionalHttpsLink({
        label: "Audit payment link",
        help: "The card payment page (Stripe Payment Link); empty, nothing is charged online",
      }),
      gasBooking: optionalHttpsLink({
        label: "Audit booking calendar",
        help: "Shown on the thank-you page; empty, visitors are invited to get in touch",
      }),
      enterpriseBooking: optionalHttpsLink({ label: "Enterprise audit booking calendar" }),
      salesPhoenix: optionalHttpsLink({
        label: "Sister product's website",
        help: "Empty: https://www.salesphoenix.co.uk",
      }),
    },
    { label: "Payment and booking links" },
  ),
  freeBadge: line({
    label: "Free offer badge",
    help: "Above the free offers of the audit; {price} is the audit price",
    max: 60,
  }),
  paymentNotes: group(
    {
      online: line({ label: "With a payment link" }),
      offline: line({ label: "Without a payment link" }),
    },
    { label: "Under the audit form: what happens to the visitor's card" },
  ),
});
