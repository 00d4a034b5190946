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

  const names = [
    "Zoë Ångström-Ærø",
    "Siobhán O'Sullivan",
    "Jean-Luc d'Arcy",
    "王小明",
    "محمد الأحمد",
    "דנה לוי",
    "Priya Raman 🚀",
  ];
  for (const name of names) {
    test(`sends the name ${name} exactly as typed`, async ({ page, request }) => {
      const email = uniqueEmail("ok");
      const form = await fillContact(page, { name, email });
      await expect(form.getByLabel("Name")).toHaveAttribute("dir", "auto");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
      const [record] = await deliveriesFor(request, email, 1);
      expect(record?.json?.name).toBe(name);
    });
  }

  for (const [field, payload] of [
    ["message", '<img src=x onerror="alert(1)"><script>alert(2)</script>'],
    ["subject", "\"><svg onload=alert(3)> & 'quotes'"],
    ["name", "Robert'); DROP TABLE leads;--"],
  ] as const) {
    test(`sends markup in the ${field} as plain text and never runs it`, async ({
      page,
      request,
    }) => {
      forbidDialogs(page);
      const email = uniqueEmail("ok");
      const form = await fillContact(page, { email, [field]: payload });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
      const [record] = await deliveriesFor(request, email, 1);
      expect(record?.json?.[field]).toBe(payload);
    });
  }

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

  for (const [label, key, length, message] of [
    ["Name", "name", 101, "Name must be 100 characters or fewer"],
    ["Subject", "subject", 151, "Subject must be 150 characters or fewer"],
    ["Message", "message", 5001, "Message must be 5,000 characters or fewer"],
  ] as const) {
    test(`a ${label.toLowerCase()} over the limit is explained, not cut short`, async ({
      page,
    }) => {
      const text = "x".repeat(length);
      const form = await fillContact(page, { email: uniqueEmail("ok"), [key]: text });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByLabel(label)).toHaveValue(text);
    });
  }

  for (const email of ["jo+leads@example.co.uk", "first.last@mail.sub.example.org"]) {
    test(`accepts the address ${email}`, async ({ page, request }) => {
      const unique = uniqueVersionOf(email);
      const form = await fillContact(page, { email: unique });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
      await deliveriesFor(request, unique, 1);
    });
  }

  // Nobody types these; a paste from a PDF or a broken keyboard app leaves them behind.
  for (const [what, character] of [
    ["a bell (U+0007)", "\u0007"],
    ["a NUL (U+0000)", "\u0000"],
    ["a C1 control (U+0085)", "\u0085"],
  ] as const) {
    test(`a name with ${what} pasted in is explained under the field and never sent`, async ({
      page,
      request,
    }) => {
      const posts = countLeadPosts(page);
      const email = uniqueEmail("ok");
      const name = `Alex${character} Morgan`;
      const form = await fillContact(page, { email, name });
      await expect(form.getByLabel("Name")).toHaveValue(name);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(UNACCEPTABLE_CHARACTER)).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
      expect(posts()).toBe(0);
      await expectNothingDelivered(request, email);
      expect(await recordsFor(request, email)).toHaveLength(0);
    });
  }

  for (const email of [
    "a@b",
    "a@@b.com",
    "a@b..com",
    "jo @example.com",
    // Mail-client parameters: the old rule let the second through (only one "@").
    "jo@example.com?bcc=x@evil.example",
    "jo@example.com?bcc=attacker%40evil.example&subject=Hi",
  ]) {
    test(`rejects the address ${email}`, async ({ page, request }) => {
      const form = await fillContact(page, { email });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toBeVisible();
      await expectNothingDelivered(request, email);
      expect(await recordsFor(request, email)).toHaveLength(0);
    });
  }
});
