import { AUDIT_FAILURE } from "../../lead-forms/messages";
import { startFormIsland } from "./form-islands";
import { expect, test, type Page } from "./fixtures";
import { breakLeadApi } from "./lead-api";
import { suppressPopup } from "./no-popup";
import { PAYMENT_PAGE } from "./e2e-servers";
import { deliveriesFor, uniqueEmail } from "./receiver-client";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

test.describe("audit form: phones, names and failures @any-width", () => {
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

  for (const phone of [
    "0712345678",
    "071234567890",
    "02079460958",
    "08001234567",
    "+4471234567",
    "+44712345678901",
  ]) {
    test(`does not accept ${phone} as a UK mobile`, async ({ page }) => {
      const form = await fillAudit(page, { email: uniqueEmail("ok"), phone });
      await expect(form.getByRole("button", { name: /Get my audit/ })).toBeDisabled();
      await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    });
  }

  test("names in any script are sent exactly as typed", async ({ page, request }) => {
    const email = uniqueEmail("ok");
    const form = await fillAudit(page, { email, firstName: "Łukasz", lastName: "Nguyễn-García" });
    await form.getByRole("button", { name: /Get my audit/ }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE);
    const [record] = await deliveriesFor(request, email, 1);
    expect(record?.json).toMatchObject({ firstName: "Łukasz", lastName: "Nguyễn-García" });
  });

  test("whitespace-only names keep the form from being sent", async ({ page }) => {
    const form = await fillAudit(page, { email: uniqueEmail("ok"), firstName: "   " });
    await expect(form.getByRole("button", { name: /Get my audit/ })).toBeDisabled();
  });

  for (const status of [500, 503]) {
    test(`a lead API answering ${status} raises the alert and keeps everything`, async ({
      page,
    }) => {
      await breakLeadApi(page, { status });
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      const email = uniqueEmail("ok");
      const form = await fillAudit(page, { email });
      await form.getByRole("button", { name: /Get my audit/ }).click();
      await expect.poll(() => alerts).toEqual([AUDIT_FAILURE]);
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(page).toHaveURL(AUDIT_PATH);
    });
  }
});
