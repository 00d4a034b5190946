import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * For `expect.poll` on what settles within moments (a slide-in, a scroll, a delivery): a look
 * every 50 ms. Its own steps are 100, 250, 500 and then 1,000 ms apart, and so waited up to a
 * second after the page or the receiver was ready.
 */
export const QUICKLY = { intervals: [50] };

/** <html data-islands> says the island loader has run: every island waits for its own cue. */
async function waitForHydration(page: Page) {
  const url = new URL(page.url());
  if (url.hostname === "127.0.0.1" && url.port === String(process.env.E2E_PORT ?? 4319)) {
    await page.locator("html[data-islands]").waitFor({ state: "attached" });
  }
}

/**
 * Playwright's page, except that goto and reload return once the page is interactive, as a
 * visitor would wait for it, rather than as soon as the load event fires.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});
