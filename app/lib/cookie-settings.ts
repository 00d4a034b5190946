import { readStored } from "./safe-storage";

/**
 * Marks the footer's "Cookie settings" button. The footer is static HTML, so the button has no
 * handler of its own: the cookie banner's island answers a click on anything with this attribute.
 */
export const OPENS_COOKIE_SETTINGS_ATTRIBUTE = "data-opens-cookie-settings";

/** The visitor's analytics choice, kept until they change it in "Cookie settings". */
export const CONSENT_KEY = "cookieConsent_v1";

/** Whether the visitor accepted analytics (features/analytics/consent.ts keeps the choice). */
export function analyticsConsented(): boolean {
  return readStored("local", CONSENT_KEY) === "granted";
}
