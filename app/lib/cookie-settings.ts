import { ISLAND_ATTRIBUTE } from "../../shared/island-contract";
import { readStored } from "./safe-storage";

/** The consent banner's island (root.tsx), started by features/analytics/cookie-banner-island.tsx. */
export const COOKIE_BANNER_ISLAND = "cookie-banner";

/**
 * Marks the footer's "Cookie settings" button. The footer is static HTML, so the button has no
 * handler of its own: the cookie banner's island answers a click on it, and the loader holds a
 * click that comes before that island is ready (ISLAND_ATTRIBUTE.trigger).
 */
export const OPENS_COOKIE_SETTINGS = { [ISLAND_ATTRIBUTE.trigger]: COOKIE_BANNER_ISLAND } as const;

/** Finds the button OPENS_COOKIE_SETTINGS marks. */
export const COOKIE_SETTINGS_SELECTOR = `[${ISLAND_ATTRIBUTE.trigger}="${COOKIE_BANNER_ISLAND}"]`;

/** The visitor's analytics choice, kept until they change it in "Cookie settings". */
export const CONSENT_KEY = "cookieConsent_v1";

/** Whether the visitor accepted analytics (features/analytics/consent.ts keeps the choice). */
export function analyticsConsented(): boolean {
  return readStored("local", CONSENT_KEY) === "granted";
}
