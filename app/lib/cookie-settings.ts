import { readStored } from "./safe-storage";

/** Asked for by the footer's "Cookie settings" button, answered by the cookie banner. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";

/** The visitor's analytics choice, kept until they change it in "Cookie settings". */
export const CONSENT_KEY = "cookieConsent_v1";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Whether the visitor accepted analytics (features/analytics/consent.ts keeps the choice). */
export function analyticsConsented(): boolean {
  return readStored("local", CONSENT_KEY) === "granted";
}
