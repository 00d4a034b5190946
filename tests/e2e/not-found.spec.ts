import { expect, test } from "./fixtures";
import { copy } from "./site-copy";

const { homePage, notFoundPage } = copy;

// The 404 status and the page's words are checked in tests/built/route-documents.test.ts.
test("the not-found page offers the way home and logs the address @any-width", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/ai-agents/anything-else");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFoundPage.status, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: notFoundPage.title })).toBeVisible();
  await expect.poll(() => warnings.join("\n")).toContain("/ai-agents/anything-else");
  await page.getByRole("link", { name: notFoundPage.homeLink.text }).click();
  await expect(page).toHaveURL(notFoundPage.homeLink.href);
  await expect(page.getByRole("heading", { level: 1, name: homePage.hero.title })).toBeVisible();
});
