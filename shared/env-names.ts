/**
 * The names of the build's settings, apart from their parser (app/config/env.ts) so that the server and the
 * launch check can know them without loading a module that reads import.meta.env. env.ts's schema
 * is checked against this list when it compiles.
 */
export const VITE_VARIABLES = [
  "VITE_SITE_URL",
  "VITE_LEAD_API_ORIGIN",
  "VITE_AUDIT_PAYMENT_URL",
  "VITE_GAS_BOOKING_EMBED_URL",
  "VITE_ENTERPRISE_BOOKING_URL",
  "VITE_SALES_PHOENIX_URL",
  "VITE_GTM_ID",
  "VITE_E2E_LEAD_TIMEOUT_MS",
  "VITE_E2E_URGENCY_MODE",
] as const;

/**
 * Webhook addresses used to be VITE_* variables, which put them in every visitor's download.
 * They now live on the server; a build that still sets one stops and says where it went.
 */
export const MOVED_TO_SERVER = [
  "VITE_CONTACT_WEBHOOK_URL",
  "VITE_EXIT_INTENT_WEBHOOK_URL",
  "VITE_AUDIT_WEBHOOK_URL",
] as const;
