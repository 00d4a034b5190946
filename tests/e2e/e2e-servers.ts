/** What the e2e servers are told (playwright.config.ts) and what the journeys can rely on. */
export const RECEIVER_URL = "http://127.0.0.1:4320";

/** Server-side webhook settings: the browser never sees these addresses. */
export const E2E_WEBHOOKS = {
  CONTACT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/contact`,
  EXIT_INTENT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/exit-intent`,
  AUDIT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/audit`,
};

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-only";

/** A second copy of the site whose lead API allows two leads per form per ten minutes. */
export const RATE_LIMITED_PORT = 4318;
