// The schema is the audit form's definition's (lead-forms/); the form's enhancer imports it here.
export {
  gasAuditLeadSchema,
  type GasAuditLead,
  type GasAuditLeadInput,
} from "../../../lead-forms/gas-audit";
