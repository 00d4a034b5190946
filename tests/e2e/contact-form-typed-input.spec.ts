import { CONTACT_SUCCESS, UNACCEPTABLE_CHARACTER } from "../../lead-forms/messages";
import { BRIEF_MESSAGES } from "../support/brief-messages";
import { uniqueVersionOf } from "../support/unique-email";
import { fillContact, forbidDialogs, toast } from "./contact-form-input";
import { startFormIsland } from "./form-islands";
import { expect, test } from "./fixtures";
import { countLeadPosts } from "./lead-api";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";

// What people really type into the contact form: names in any script, markup, blank and
// over-long fields, unusual but valid addresses, pasted control characters and broken addresses.
test.describe("contact form: what people really type @any-width", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    // The form's script, not its native post, is what these specs drive.
    await startFormIsland(page, "contact-form");
  });

  // Each rule on its own (which names, addresses and characters pass) is in lead-forms/'s unit
  // tests and the lead API's; here, one journey per thing the form itself does with them.
  test("sends a name in a right-to-left script, a plus address and an emoji exactly as typed", async ({
    page,
    request,
  }) => {
    const email = uniqueVersionOf("jo+leads@example.co.uk");
    const name = "محمد الأحمد";
    const message = "Could an agent answer the phones? 🚀";
    const form = await fillContact(page, { name, email, message });
    await expect(form.getByLabel("Name")).toHaveAttribute("dir", "auto");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
    const [record] = await deliveriesFor(request, email, 1);
    expect(record?.json).toMatchObject({ name, email, message });
  });

  test("sends markup in every field as plain text and never runs it", async ({ page, request }) => {
    forbidDialogs(page);
    const email = uniqueEmail("ok");
    const typed = {
      name: "Robert'); DROP TABLE leads;--",
      subject: "\"><svg onload=alert(3)> & 'quotes'",
      message: '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    };
    const form = await fillContact(page, { email, ...typed });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
    const [record] = await deliveriesFor(request, email, 1);
    expect(record?.json).toMatchObject(typed);
  });

  test("markup in a restored draft is shown as text", async ({ page }) => {
    forbidDialogs(page);
    const payload = "<b>bold</b><script>alert(4)</script>";
    const form = await fillContact(page, { email: uniqueEmail("ok"), message: payload });
    await page.reload();
    // The draft comes back when the form's island starts.
    await startFormIsland(page, "contact-form");
    await expect(form.getByLabel("Message")).toHaveValue(payload);
    await expect(page.locator("main b")).toHaveCount(0);
  });

  test("whitespace-only fields count as empty and nothing is sent", async ({ page, request }) => {
    const email = uniqueEmail("ok");
    const form = await fillContact(page, { email, name: "   ", subject: " \t ", message: "    " });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText(BRIEF_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByText(BRIEF_MESSAGES.subjectRequired)).toBeVisible();
    await expect(form.getByText(BRIEF_MESSAGES.messageRequired)).toBeVisible();
    await expectNothingDelivered(request, email);
    expect(await recordsFor(request, email)).toHaveLength(0);
  });

  test("fields over their limits are explained, each beside its field, not cut short", async ({
    page,
  }) => {
    const limits = [
      ["Name", "name", 101, "Name must be 100 characters or fewer"],
      ["Subject", "subject", 151, "Subject must be 150 characters or fewer"],
      ["Message", "message", 5001, "Message must be 5,000 characters or fewer"],
    ] as const;
    const typed = Object.fromEntries(limits.map(([, key, length]) => [key, "x".repeat(length)]));
    const form = await fillContact(page, { email: uniqueEmail("ok"), ...typed });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const [label, key, , message] of limits) {
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel(label)).toHaveValue(typed[key] ?? "");
    }
  });

  // Nobody types these; a paste from a PDF or a broken keyboard app leaves them behind.
  // One of them here (NUL and the C1 controls are in lead-forms/lead-fields.test.ts).
  test("a name with a bell (U+0007) pasted in is explained under the field and never sent", async ({
    page,
    request,
  }) => {
    const posts = countLeadPosts(page);
    const email = uniqueEmail("ok");
    const name = "Alex\u0007 Morgan";
    const form = await fillContact(page, { email, name });
    await expect(form.getByLabel("Name")).toHaveValue(name);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText(UNACCEPTABLE_CHARACTER)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toBe(0);
    await expectNothingDelivered(request, email);
    expect(await recordsFor(request, email)).toHaveLength(0);
  });

  // Mail-client parameters: an older rule let this through (only one "@"). The other broken
  // shapes are in lead-forms/email.test.ts.
  test("rejects an address carrying a second one as a parameter", async ({ page, request }) => {
    const email = "jo@example.com?bcc=x@evil.example";
    const form = await fillContact(page, { email });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toBeVisible();
    await expectNothingDelivered(request, email);
    expect(await recordsFor(request, email)).toHaveLength(0);
  });
});
