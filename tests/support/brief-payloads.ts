/**
 * The webhook bodies' fields in the brief's order ("Data sent" in the brief; docs/architecture.md),
 * pinned once here for every test that checks a body.
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
