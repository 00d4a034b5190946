import * as z from "zod/mini";
import { emailAddress, requiredText, ukMobile } from "~/lib/lead-fields";

/** The paid-audit lead: what the form takes and exactly what the audit webhook receives. */
export const gasAuditLeadSchema = z.object({
  firstName: requiredText("Please enter your first name", {
    length: 100,
    message: "First name must be 100 characters or fewer",
  }),
  lastName: requiredText("Please enter your last name", {
    length: 100,
    message: "Last name must be 100 characters or fewer",
  }),
  email: emailAddress("Please enter your email address", "Please enter a valid email address"),
  phone: ukMobile,
});

export type GasAuditLeadInput = z.input<typeof gasAuditLeadSchema>;
export type GasAuditLead = z.output<typeof gasAuditLeadSchema>;
