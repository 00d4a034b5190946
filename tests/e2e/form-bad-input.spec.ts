import {
  AUDIT_FAILURE,
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  UNACCEPTABLE_CHARACTER,
} from "../../app/content/lead-form-messages";
import { BRIEF_MESSAGES } from "../support/brief-messages";
import { uniqueVersionOf } from "../support/unique-email";
import { expect, test, type Page } from "./fixtures";
import { breakLeadApi, countLeadPosts } from "./lead-api";
import { suppressPopup } from "./no-popup";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text);
const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fillContact(
  page: Page,
  values: { name?: string; email: string; subject?: string; message?: string },
) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name ?? "Alex Morgan");
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject ?? "A question about agents");
  await form.getByLabel("Message").fill(values.message ?? "Could an AI agent answer our phones?");
  return form;
}

/** Fails the test if anything the visitor typed is ever run as code. */
function forbidDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected ${dialog.type()}: ${dialog.message()}`);
  });
}

test.describe("contact form: what people really type", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
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

  test("a webhook answering 204 with no body counts as delivered", async ({ page, request }) => {
    const email = uniqueEmail("empty204");
    const form = await fillContact(page, { email });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
    await deliveriesFor(request, email, 1);
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

test.describe("audit form: phones, names and failures", () => {
  test.beforeEach(async ({ page }) => {
    await suppressPopup(page);
    await page.goto(AUDIT_PATH);
  });

  const auditForm = (page: Page) => page.getByRole("form", { name: "Audit request" });
  async function fillAudit(
    page: Page,
    values: Partial<Record<string, string>> & { email: string },
  ) {
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
    await expect(page).toHaveURL(/\/pay$/);
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
