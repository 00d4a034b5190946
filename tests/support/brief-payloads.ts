/**
 * The webhook bodies' fields in the brief's order ("Data sent" in the brief; docs/architecture.md),
 * pinned once here. Tests read them through lead-contract.ts, which pairs them with the forms'
 * definitions.
 */
export const BRIEF_LEAD_FIELDS = {
  contact: ["name", "email", "subject", "message"],
  /** The audit form's lead, and the popup's lead to its own hook. */
  person: ["firstName", "lastName", "email", "phone"],
  /** The popup's second call, to the audit hook. */
  report: [
    "email",
    "source",
    "firstName",
    "lastName",
    "businessName",
    "websiteUrl",
    "phone",
    "preferredTime",
  ],
} as const;

/** The report request's fixed `source`, word for word. */
export const BRIEF_REPORT_SOURCE = "exit_intent_report";

/** Which webhook each form's lead goes to with which of the lists above, in the order it is sent. */
export const BRIEF_WEBHOOKS = {
  contact: [["contact", "contact"]],
  audit: [["audit", "person"]],
  "exit-intent": [
    ["exit-intent", "person"],
    ["audit", "report"],
  ],
} as const satisfies Record<string, readonly (readonly [string, keyof typeof BRIEF_LEAD_FIELDS])[]>;
