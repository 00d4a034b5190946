import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../lead-forms/messages";
import { fillContact, toast } from "./contact-form-input";
import { startFormIsland } from "./form-islands";
import { expect, test } from "./fixtures";
import { breakLeadApi } from "./lead-api";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";

// What the contact form does when the send itself goes wrong: a lead API answering with an
// error, and the browser going offline. What a webhook answers is the outbox's business, met in
// tests/faults/webhook-faults.spec.ts.
test.describe("contact form: what people really type @any-width", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    // The form's script, not its native post, is what these specs drive.
    await startFormIsland(page, "contact-form");
  });

  for (const status of [400, 500, 503]) {
    test(`a lead API answering ${status} is a failure and keeps the message`, async ({
      page,
      request,
    }) => {
      await breakLeadApi(page, { status });
      const email = uniqueEmail("ok");
      const form = await fillContact(page, { email });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, CONTACT_FAILURE)).toBeVisible();
      await expect(toast(page, CONTACT_SUCCESS)).toHaveCount(0);
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expectNothingDelivered(request, email);
      expect(await recordsFor(request, email)).toHaveLength(0);
    });
  }

  test("while offline the send fails, nothing is lost, and it goes once back online", async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail("ok");
    const form = await fillContact(page, { email });
    await context.setOffline(true);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_FAILURE)).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await context.setOffline(false);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
    await deliveriesFor(request, email, 1);
  });
});
