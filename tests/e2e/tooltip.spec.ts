import { expect, test } from "./fixtures";

// A narrow window with a mouse: where the icon-only menu button shows and hovering exists
// (touch screens have no hover, and Tailwind's hover styles rightly do not apply there).
test.use({ viewport: { width: 900, height: 800 }, hasTouch: false });

test("the menu button's tooltip appears 700 ms after hover or focus, not before @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Open menu" });
  const tooltip = page.getByText("Open menu", { exact: true }).and(page.locator("[aria-hidden]"));
  const opacity = () => tooltip.evaluate((node) => Number(getComputedStyle(node).opacity));
  expect(await opacity()).toBe(0);

  await button.hover();
  await page.waitForTimeout(400);
  expect(await opacity()).toBe(0);
  await expect.poll(opacity, { timeout: 2_000 }).toBe(1);
  await page.mouse.move(450, 700);
  await expect.poll(opacity).toBe(0);

  await button.focus();
  await expect.poll(opacity, { timeout: 2_000 }).toBe(1);
});
