import { contactLink } from "../../app/site-map/navigation";
import { expect, QUICKLY, test, type Page } from "./fixtures";

/** The brief: every new navigation starts at the top; Back and Forward may restore, as browsers do. */
async function scrollToFooter(page: Page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY), QUICKLY).toBeGreaterThan(400);
  return page.evaluate(() => window.scrollY);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("a link to another page opens it at the top, and Back returns to where the visitor was @any-width", async ({
  page,
}) => {
  await page.goto("/ai-integration");
  const left = await scrollToFooter(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: contactLink.label, exact: true })
    .click();
  await expect(page).toHaveURL("/contact");
  await expect.poll(() => scrollY(page), QUICKLY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL("/ai-integration");
  await expect.poll(() => scrollY(page), QUICKLY).toBeGreaterThan(left - 50);
});

test("a link to the page already shown also starts it again at the top @any-width", async ({
  page,
}) => {
  await page.goto("/contact");
  await scrollToFooter(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: contactLink.label, exact: true })
    .click();
  await expect(page).toHaveURL("/contact");
  await expect.poll(() => scrollY(page), QUICKLY).toBe(0);
});
