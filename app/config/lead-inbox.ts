/**
 * Where each form posts when its webhook variable is unset: the local lead inbox that `npm start`
 * serves (server/lead-inbox.ts), so no lead is lost before the real webhooks are configured.
 */
export const LEAD_INBOX_PATHS = {
  contact: "/api/leads/contact",
  exitIntent: "/api/leads/exit-intent",
  audit: "/api/leads/audit",
} as const;
