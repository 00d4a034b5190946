/** The two widths every page is made for: the phone and desktop projects' (playwright.config.ts). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** Both, for a test that checks each width itself on one page (tagged @any-width). */
export const BOTH_VIEWPORTS = [PHONE_VIEWPORT, DESKTOP_VIEWPORT] as const;
