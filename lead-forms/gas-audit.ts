import * as z from "zod/mini";
import { defineLeadForm, namedPerson, PERSON_LABELS } from "./definition";
import { emailAddress, requiredText, ukMobile } from "./lead-fields";
import { UNACCEPTABLE_CHARACTER as unacceptable } from "./messages";

/** The paid-audit lead: what the form takes and exactly what the audit webhook receives. */
export const gasAuditLeadSchema = z.object({
  firstName: requiredText(unacceptable, "Please enter your first name", {
    length: 100,
    message: "First name must be 100 characters or fewer",
  }),
  lastName: requiredText(unacceptable, "Please enter your last name", {
    length: 100,
    message: "Last name must be 100 characters or fewer",
  }),
  email: emailAddress(
    unacceptable,
    "Please enter your email address",
    "Please enter a valid email address",
  ),
  phone: ukMobile(unacceptable),
});

export type GasAuditLeadInput = z.input<typeof gasAuditLeadSchema>;

/**
 * Where a stored audit lead goes when no payment link is set: the thank-you page as the form's
 * script opens it (app/site-map/page-paths.ts), and as the server answers a post without scripts.
 */
export const AUDIT_THANK_YOU_PATH = "/free-audit-booking-success-page?from=audit";

/** The £99 audit form on the gas-engineer page; its API path stays /api/leads/audit. */
export const gasAuditForm = defineLeadForm({
  id: "audit",
  // The price is the published content's (the server fills it in: server/served-content.ts).
  label: "{price} audit",
  subjectNoun: "{price} audit request",
  page: { path: "/free-google-visibilty-audit-for-gas-eningeers", anchor: "audit-form" },
  analyticsId: "gas_audit",
  schema: gasAuditLeadSchema,
  labels: PERSON_LABELS,
  deliveries: [
    {
      hook: "audit",
      variable: "AUDIT_WEBHOOK_URL",
      body: ({ firstName, lastName, email, phone }) => ({ firstName, lastName, email, phone }),
    },
  ],
  person: namedPerson,
  details: () => [],
  csv: [],
});
