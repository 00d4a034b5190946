import { expect, test } from "./fixtures";

/**
 * Issue 22: on a busy machine a browser may never report a first paint, and the pages used to
 * wait for one before loading their scripts. Here no Paint Timing entry ever arrives: islands
 * must start all the same, on the load event or the loader's timeout.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    class SilentObserver {
      static supportedEntryTypes = ["paint", "event", "largest-contentful-paint"];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: SilentObserver });
  });
});

test("a load island starts though no paint is ever reported @any-width", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/no-such-page-for-the-loader");
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-island="not-found-log"]')).toHaveAttribute(
    "data-island-state",
    "ready",
  );
  await expect.poll(() => warnings.some((text) => text.includes("404: no page at"))).toBe(true);
});

test("an idle island (the contact form) starts untouched though no paint is ever reported @any-width", async ({
  page,
}) => {
  await page.goto("/contact");
  // Nothing touches the page: the load event stands in for the first paint.
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute(
    "data-island-state",
    "ready",
  );
});
