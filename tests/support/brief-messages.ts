/**
 * The forms' field messages as the brief words them (docs/architecture.md, "What the brief
 * fixed"), pinned once here for every browser test that checks one. The schemas in lead-forms/
 * must show these words; a test that imported them from there could not notice a change.
 */
export const BRIEF_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  nameTooShort: "Name must be at least 2 characters",
  subjectTooShort: "Subject must be at least 5 characters",
  messageTooShort: "Message must be at least 10 characters",
  invalidEmail: "Please enter a valid email address",
  ukMobile: "Please enter a valid UK mobile number (e.g., +44 7123 456789 or 07123 456789)",
} as const;
