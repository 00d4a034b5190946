import { expect, test } from "./fixtures";
import { copy } from "./site-copy";

const { gasAuditPage } = copy;

test.beforeEach(async ({ page }) => {
  // Kept shut: the exit-intent popup would open over the carousel.
  await page.addInitScript(() => sessionStorage.setItem("exitIntentShown_v1", "1"));
  await page.goto("/free-google-visibilty-audit-for-gas-eningeers");
});

test("the testimonial carousel shows as many slides as the width allows @any-width", async ({
  page,
}) => {
  const carousel = page.getByRole("region", { name: gasAuditPage.testimonials.heading });
  const slides = carousel.getByRole("group");
  const count = gasAuditPage.testimonials.items.length;
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(slides).toHaveCount(count);
  for (const [width, visible] of [
    [390, 1],
    [800, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await carousel.scrollIntoViewIfNeeded();
    const fullyShown = await slides.evaluateAll((nodes) => {
      const viewport = nodes[0]?.parentElement?.parentElement?.getBoundingClientRect();
      return nodes.filter((node) => {
        const box = (node.querySelector("figure") ?? node).getBoundingClientRect();
        return viewport && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      }).length;
    });
    expect(fullyShown, `${width} px`).toBe(visible);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  // Until here the strip was native scroll-snap; embla's island started as it came near.
  await expect(page.locator('[data-island="testimonial-carousel"]')).toHaveAttribute(
    "data-island-state",
    "ready",
  );
  const next = carousel.getByRole("button", { name: "Next testimonial" });
  const previous = carousel.getByRole("button", { name: "Previous testimonial" });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
});
