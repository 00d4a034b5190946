import { expect, test, type Page } from "@playwright/test";
// Playwright's own page: the owner's pages run no script, so there is no hydration to wait for.
import { axeViolations } from "./axe";
import { signIn } from "./owner-sign-in";
import { BOTH_VIEWPORTS } from "./viewports";

/** axe on the page as it is, at the phone's width and the desktop's. */
async function expectNoViolationsAtBothWidths(page: Page) {
  for (const viewport of BOTH_VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    // Nothing overflows sideways: every field and button fits the width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${viewport.width} px`).toBe(0);
  }
}

/** The content model's message for a phone that is not a UK number (app/content-model/fields.ts). */
const UK_PHONE_MESSAGE = "Enter a UK phone number, like 0161 496 0000";

const founder = (page: Page, n: number) => page.getByRole("group", { name: `Founder ${n}` });

test("the owner edits the business details with the keyboard: a bad phone is refused beside its field, a founder is added and moved up, and the draft is saved @any-width", async ({
  page,
}) => {
  // axe at two widths, three times: longer than one test's usual time on a busy machine.
  test.slow();
  await signIn(page);
  await page.getByRole("link", { name: "Site content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
  await page.getByRole("link", { name: "Business details" }).click();

  const phone = page.getByLabel("Phone number", { exact: true });
  await phone.fill("555 0100");
  await page.getByLabel("Registered company name").fill("Kestrel Digital Ltd");
  await page.getByLabel("Registered company name").press("Enter");

  // The summary takes the focus and links to the field; the field says what is wrong.
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: UK_PHONE_MESSAGE })).toHaveAttribute(
    "href",
    "#field-phone",
  );
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(new RegExp(UK_PHONE_MESSAGE.replace("+", "\\+")));
  await expect(phone).toHaveValue("555 0100");
  await expect(page.getByLabel("Registered company name")).toHaveValue("Kestrel Digital Ltd");
  await expectNoViolationsAtBothWidths(page);

  await phone.fill("01632 960001");
  await page.getByRole("button", { name: "Add a founder" }).press("Enter");
  // The new founder's first field has the focus, and what was typed before is still there.
  await expect(founder(page, 3).getByLabel("Name")).toBeFocused();
  await expect(phone).toHaveValue("01632 960001");
  await page.keyboard.type("Katherine Johnson");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Mathematician");
  await page.keyboard.press("Tab");
  await page.keyboard.type("https://www.linkedin.com/in/katherine-johnson");

  await founder(page, 3).getByRole("button", { name: "Move up" }).press("Enter");
  await expect(founder(page, 2).getByLabel("Name")).toBeFocused();
  await expect(founder(page, 2).getByLabel("Name")).toHaveValue("Katherine Johnson");
  await expect(founder(page, 3).getByLabel("Name")).toHaveValue("Priya Raman");
  await expectNoViolationsAtBothWidths(page);

  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved\. Nothing is published/);
  await expect(phone).toHaveValue("01632 960001");
  await expect(founder(page, 2).getByLabel("Name")).toHaveValue("Katherine Johnson");

  await page.getByRole("link", { name: "Site content", exact: true }).click();
  const business = page.getByRole("listitem").filter({ hasText: "Business details" });
  await expect(business.getByText("Draft differs from published")).toBeVisible();
  await expectNoViolationsAtBothWidths(page);

  // The launch checklist under the sections leads to the field that fixes each item.
  await page
    .getByRole("link", { name: "The map pin is the shipped office's: set it to yours" })
    .click();
  await expect(page).toHaveURL(/\/admin\/content\/business#field-geo$/);
  await expect(page.locator("#field-geo").getByLabel("Latitude")).toBeVisible();

  // Review and publish lists the saved draft's changes; it and the history pass axe too.
  await page.getByRole("link", { name: "Review and publish" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review and publish" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Phone number" })).toContainText(
    "01632 960001",
  );
  await expectNoViolationsAtBothWidths(page);
  await page.getByRole("link", { name: "History", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expectNoViolationsAtBothWidths(page);
});
