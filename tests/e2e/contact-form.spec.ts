import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../lead-forms/messages";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { BRIEF_MESSAGES } from "../support/brief-messages";
import { expectedBody } from "../support/lead-contract";
import { startFormIsland } from "./form-islands";
import { expect, QUICKLY, test, type Page } from "./fixtures";
import { E2E_LEAD_TIMEOUT_MS } from "./e2e-servers";
import { breakLeadApi, countLeadPosts, repairLeadApi } from "./lead-api";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";

/** What `fill` types, the name with spaces around it that the form trims. */
const TYPED = {
  name: "  Siân O'Neill-Ng  ",
  subject: "Missed calls after 5pm",
  message: "We lose jobs when nobody answers. Can an agent help?",
};

async function fill(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(TYPED.name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill(TYPED.subject);
  await form.getByLabel("Message").fill(TYPED.message);
  return form;
}

async function expectValuesKept(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Name")).toHaveValue(TYPED.name);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Subject")).toHaveValue(TYPED.subject);
  await expect(form.getByLabel("Message")).toHaveValue(TYPED.message);
}

/** The toast, as sighted visitors see it (a live region repeats it for screen readers). */
const toast = (page: Page, text: string) => page.locator("[data-toast]").getByText(text);

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  // The form's script, not its native post, is what this spec drives (form-islands.spec.ts has
  // the submit before the island is ready).
  await startFormIsland(page, "contact-form");
});

test("shows the brief's messages inline, linked to their fields @any-width", async ({ page }) => {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  for (const [label, message] of [
    ["Name", BRIEF_MESSAGES.nameRequired],
    ["Email", BRIEF_MESSAGES.emailRequired],
    ["Subject", BRIEF_MESSAGES.subjectRequired],
    ["Message", BRIEF_MESSAGES.messageRequired],
  ] as const) {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await form.getByLabel("Name").fill("A");
  await form.getByLabel("Email").fill("a@b..com");
  await form.getByLabel("Subject").fill("Hi");
  await form.getByLabel("Message").fill("Short");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(BRIEF_MESSAGES.nameTooShort)).toBeVisible();
  await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByText(BRIEF_MESSAGES.subjectTooShort)).toBeVisible();
  await expect(form.getByText(BRIEF_MESSAGES.messageTooShort)).toBeVisible();
});

for (const press of ["tap", "click"] as const) {
  test(`a Send pressed (${press}) as the focus leaves an empty field still sends @any-width`, async ({
    page,
  }) => {
    const form = page.getByRole("form", { name: "Contact form" });
    // The focus is in Name, empty (beforeEach). Scrolled down to Send, Name's box just under the
    // top edge: the message Name gets when it is left would go in above Send.
    const nameTop = await form
      .getByLabel("Name")
      .evaluate((field) => field.getBoundingClientRect().y);
    await page.evaluate((top) => window.scrollBy({ top: top + 10, behavior: "instant" }), nameTop);
    await form.getByRole("button", { name: "Send Message" })[press]();
    // The press sent: every field says what is wrong, not only the one left.
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    // The first wrong field has the focus, scrolled into view with its label clear of the header.
    await expect(form.getByLabel("Name")).toBeFocused();
    const header = await page.getByRole("banner").boundingBox();
    const label = await form.locator("label", { hasText: /^Name$/ }).boundingBox();
    expect(label?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });
}

test("a press on Send that slides off sends nothing, and the field left still says what is wrong @any-width", async ({
  page,
}) => {
  const form = page.getByRole("form", { name: "Contact form" });
  const button = form.getByRole("button", { name: "Send Message" });
  // On screen, the focus still in Name, empty (beforeEach).
  await button.scrollIntoViewIfNeeded();
  await expect(form.getByLabel("Name")).toBeFocused();
  const send = await button.boundingBox();
  if (!send) throw new Error("no Send button on screen");
  await page.mouse.move(send.x + send.width / 2, send.y + send.height / 2);
  await page.mouse.down();
  await page.mouse.move(send.x + send.width / 2, send.y - 200);
  await page.mouse.up();
  // Name, empty and left, is checked once the press is over; nothing else is.
  await expect(form.getByLabel("Name")).toHaveAccessibleDescription(BRIEF_MESSAGES.nameRequired);
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "false");
});

test("sends the trimmed message as JSON, confirms and clears the form @any-width", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
  const records = await deliveriesFor(request, email, 1);
  expect(records[0]?.path).toBe("/hooks/contact");
  expect(records[0]?.contentType).toBe("application/json");
  expect(records[0]?.body).toBe(expectedBody("contact", "contact", { ...TYPED, email }));
});

// Every kind of webhook failure (errors, a dropped connection, a hang, odd answers) is met once,
// on one form, by tests/faults/webhook-faults.spec.ts: the lead API answers 201 and the outbox
// delivers it once. Here, once, the visitor's side of the worst: a webhook that never answers.
test("a webhook that never answers never shows the visitor an error @any-width", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("hang");
  const form = await fill(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  await expect(toast(page, CONTACT_FAILURE)).toHaveCount(0);
  await expect(form.getByLabel("Name")).toHaveValue("");
  // The lead is stored and the server keeps trying the webhook.
  await expect
    .poll(async () => (await recordsFor(request, email)).length, { ...QUICKLY, timeout: 10_000 })
    .toBeGreaterThan(1);
});

for (const failure of [{ status: 500 }, "unreachable"] as const) {
  const name = typeof failure === "string" ? "an unreachable lead API" : "a lead API answering 500";
  test(`${name} shows the failure and keeps every value @any-width`, async ({ page, request }) => {
    await breakLeadApi(page, failure);
    const email = uniqueEmail("ok");
    const form = await fill(page, email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_FAILURE)).toBeVisible();
    await expect(toast(page, CONTACT_SUCCESS)).toHaveCount(0);
    await expect(form.getByRole("status")).toHaveText(CONTACT_FAILURE);
    await expectValuesKept(page, email);
    expect(await recordsFor(request, email)).toHaveLength(0);

    // Once the API is back, the same values go through.
    await repairLeadApi(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
    await deliveriesFor(request, email, 1);
  });
}

test("a lead API that never answers times out into the failure message, values kept @any-width", async ({
  page,
}) => {
  await breakLeadApi(page, "no-answer");
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  const sending = form.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  await expect(toast(page, CONTACT_FAILURE)).toBeVisible({ timeout: E2E_LEAD_TIMEOUT_MS + 5_000 });
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expectValuesKept(page, email);
});

test("a double click sends one message @any-width", async ({ page, request }) => {
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  const leadPosts = countLeadPosts(page);
  await form.getByRole("button", { name: "Send Message" }).dblclick();
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  await deliveriesFor(request, email, 1);
  expect(leadPosts()).toBe(1);
  expect(await recordsFor(request, email)).toHaveLength(1);
});

test("a filled honeypot looks like success and reaches no webhook @any-width", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  await page
    .locator(`input[name="${HONEYPOT_FIELD}"]`)
    .fill("http://spam.example", { force: true });
  const stored = page.waitForResponse("**/api/leads/contact");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  // The server took it (as spam, to show the owner) and will never relay it.
  expect((await stored).status()).toBe(201);
  await expectNothingDelivered(request, email);
});

test("a reload after a failure restores the draft @any-width", async ({ page }) => {
  await breakLeadApi(page, { status: 503 });
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, CONTACT_FAILURE)).toBeVisible();
  await page.reload();
  // The draft comes back when the visitor returns to the form and its island starts.
  await startFormIsland(page, "contact-form");
  await expectValuesKept(page, email);
});
