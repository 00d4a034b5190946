import type { LeadFormIdentity } from "~/lib/submit-lead";

/**
 * The audit form's id and analytics id, checked against its definition (lead-forms/gas-audit),
 * without the definition's webhook bodies and owner's views.
 */
export const AUDIT_IDENTITY: LeadFormIdentity = { id: "audit", analyticsId: "gas_audit" };
