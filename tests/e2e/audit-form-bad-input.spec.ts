import { startFormIsland } from "./form-islands";
import { expect, test, type Page } from "./fixtures";
import { suppressPopup } from "./no-popup";
import { PAYMENT_PAGE } from "./e2e-servers";
import { deliveriesFor, uniqueEmail } from "./receiver-client";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

test.describe("audit form: phones and names @any-width", () => {
  test.beforeEach(async ({ page }) => {
    await suppressPopup(page);
    await page.goto(AUDIT_PATH);
  });

  const auditForm = (page: Page) => page.getByRole("form", { name: "Audit request" });
  async function fillAudit(
    page: Page,
    values: Partial<Record<string, string>> & { email: string },
  ) {
    await startFormIsland(page, "gas-audit-form");
    const form = auditForm(page);
    await form.getByLabel("First name").fill(values.firstName ?? "Gareth");
    await form.getByLabel("Last name").fill(values.lastName ?? "Price");
    await form.getByLabel("Email").fill(values.email);
    await form.getByLabel("Phone").fill(values.phone ?? "07123456789");
    return form;
  }

  // Which numbers are UK mobiles is lead-forms/uk-phone.test.ts's; here, that the form says so
  // beside the field and keeps its button disabled, and that a blank name counts as none.
  test("a landline or a name of spaces keeps the button disabled", async ({ page }) => {
    const form = await fillAudit(page, { email: uniqueEmail("ok"), phone: "02079460958" });
    const button = form.getByRole("button", { name: /Get my audit/ });
    await expect(button).toBeDisabled();
    await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Phone").fill("07123456789");
    await expect(button).toBeEnabled();
    await form.getByLabel("First name").fill("   ");
    await expect(button).toBeDisabled();
  });

  test("names in any script are sent exactly as typed", async ({ page, request }) => {
    const email = uniqueEmail("ok");
    const form = await fillAudit(page, { email, firstName: "Łukasz", lastName: "Nguyễn-García" });
    await form.getByRole("button", { name: /Get my audit/ }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE);
    const [record] = await deliveriesFor(request, email, 1);
    expect(record?.json).toMatchObject({ firstName: "Łukasz", lastName: "Nguyễn-García" });
  });
});
