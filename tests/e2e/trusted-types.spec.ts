import { watchViolations } from "./csp-violations";
import { openAfterIdle } from "./exit-intent-page";
import { expect, test } from "./fixtures";

const GAS_ENGINEERS = "/marketing-for-gas-engineers-and-plumbers";

// Each page's policy is checked as served in tests/built/security-policy.test.ts, and every page
// with every island started in page-sweep.spec.ts.
test("the popup, the carousel and the booking calendar work under Trusted Types @any-width", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // Narrow enough that the four testimonials do not all fit, so the carousel has somewhere to go.
  const width = Math.min(page.viewportSize()?.width ?? 800, 800);
  await page.setViewportSize({ width, height: 800 });
  // The clock runs once the popup's island is live, so its idle timer is set by then.
  await openAfterIdle(page);
  const popup = page.getByRole("dialog");
  await popup.getByLabel("First name").fill("Alex");
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  const carousel = page.getByRole("region", { name: "What engineers say after their audit" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="testimonial-carousel"]')).toHaveAttribute(
    "data-island-state",
    "ready",
  );
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(carousel.getByRole("button", { name: "Previous testimonial" })).toBeEnabled();

  await page.goto(GAS_ENGINEERS);
  const calendar = page.locator("#book iframe");
  await page.locator("#book").scrollIntoViewIfNeeded();
  await expect(calendar).toBeAttached();
  await page.getByRole("group").filter({ hasText: "How long does the call take?" }).first().click();
  expect(violations).toEqual([]);
});
