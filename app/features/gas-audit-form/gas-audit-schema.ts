import * as z from "zod/mini";
import { UNACCEPTABLE_CHARACTER as unacceptable } from "~/content/lead-form-messages";
import { emailAddress, requiredText, ukMobile } from "~/lib/lead-fields";

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
export type GasAuditLead = z.output<typeof gasAuditLeadSchema>;
