/** What the e2e servers are told (playwright.config.ts) and what the journeys can rely on. */
export const RECEIVER_PORT = 4320;
/** The webhook receiver, also the payment and booking pages of the e2e build (.env.e2e). */
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
/** The test build's payment link, as the audit form sends a buyer there: with the lead's id. */
export const PAYMENT_PAGE = new RegExp(
  `^${RECEIVER_URL.replaceAll(".", "\\.")}/pay\\?client_reference_id=[0-9a-f-]{36}$`,
);

/** Server-side webhook settings: the browser never sees these addresses. */
export const E2E_WEBHOOKS = {
  CONTACT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/contact`,
  EXIT_INTENT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/exit-intent`,
  AUDIT_WEBHOOK_URL: `${RECEIVER_URL}/hooks/audit`,
};

export const E2E_ADMIN_PASSWORD = "e2e-admin-password-only";
/** The main test server's Stripe signing secret, so a journey can post Stripe's events to it. */
export const E2E_STRIPE_SECRET = "whsec_e2e_only_0123456789";

/** A second copy of the site whose lead API allows two leads per form per ten minutes. */
export const RATE_LIMITED_PORT = 4318;

/**
 * How long the e2e build's forms wait for the lead API (the brief's 15 s elsewhere), so a journey
 * whose API never answers ends in seconds. Long enough for a real answer on a busy machine.
 */
export const E2E_LEAD_TIMEOUT_MS = 3_000;

/**
 * The e2e site built a second time without a payment link or booking calendars, as a fresh
 * install ships, served on its own port (scripts/build-e2e.ts, playwright.config.ts).
 */
export const UNCONFIGURED_BUILD_DIR = "build-e2e-unconfigured";
export const UNCONFIGURED_PORT = 4317;
export const UNCONFIGURED_URL = `http://127.0.0.1:${UNCONFIGURED_PORT}`;
