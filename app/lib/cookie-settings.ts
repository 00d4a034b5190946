/** Asked for by the footer's "Cookie settings" button, answered by the cookie banner. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
