import { expect, test } from "./fixtures";
import { siteRoutes } from "./site-routes";

/** The narrowest phone the site is made for (an iPhone SE's first size). */
const NARROWEST_PHONE = { width: 320, height: 720 };

for (const path of siteRoutes) {
  test(`${path} fits a 320 px screen without scrolling sideways @phone`, async ({ page }) => {
    await page.setViewportSize(NARROWEST_PHONE);
    await page.goto(path, { waitUntil: "networkidle" });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal scroll at 320 px").toBeLessThanOrEqual(0);
  });
}
