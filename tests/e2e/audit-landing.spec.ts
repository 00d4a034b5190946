import { AUDIT_FAILURE } from "../../lead-forms/messages";
import { BRIEF_MESSAGES } from "../support/brief-messages";
import { expectedBody } from "../support/lead-contract";
import { startFormIsland } from "./form-islands";
import { expect, QUICKLY, test, type Page } from "./fixtures";
import { E2E_LEAD_TIMEOUT_MS, PAYMENT_PAGE } from "./e2e-servers";
import { breakLeadApi, countLeadPosts } from "./lead-api";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";
import { copy } from "./site-copy";
import { containing } from "./text-pattern";

const PATH = "/free-google-visibilty-audit-for-gas-eningeers";
const { gasAuditPage } = copy;
/** The form's submit button names the audit's price. */
const SUBMIT = `Get my audit for ${gasAuditPage.form.price}`;

/** Keeps the exit-intent popup from opening over the form in these tests. */
async function suppressPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem("exitIntentShown_v1", "1"));
}

/** Accepts every alert and keeps its text, so a test can assert on exactly what was shown. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(`${dialog.type() === "alert" ? "" : `${dialog.type()}: `}${dialog.message()}`);
    void dialog.accept();
  });
  return alerts;
}

/** What `fill` types, unless told another phone: the dash and spaces as people write it. */
const GARETH = { firstName: "Gareth", lastName: "Price" };
const typed = (email: string, phone = "07123 456-789") => ({ ...GARETH, email, phone });

async function fill(page: Page, email: string, phone?: string) {
  await startFormIsland(page, "gas-audit-form");
  const form = page.getByRole("form", { name: "Audit request" });
  const values = typed(email, phone);
  await form.getByLabel("First name").fill(values.firstName);
  await form.getByLabel("Last name").fill(values.lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(values.phone);
  return form;
}

test.beforeEach(async ({ page }) => {
  await suppressPopup(page);
  await page.goto(PATH);
});

test("submit is disabled from the first paint until every field is valid @any-width", async ({
  page,
}) => {
  // Each frame, before it is painted: was the button on the page, and enabled?
  await page.addInitScript(() => {
    const frames: string[] = ((window as unknown as { submitFrames: string[] }).submitFrames = []);
    const look = () => {
      const button = document.querySelector<HTMLButtonElement>("form button[type=submit]");
      frames.push(button ? (button.disabled ? "disabled" : "enabled") : "absent");
      if (document.readyState !== "complete") requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(PATH);
  await page.waitForFunction(() => document.readyState === "complete");
  const frames = await page.evaluate(
    () => (window as unknown as { submitFrames: string[] }).submitFrames,
  );
  expect(frames).toContain("disabled");
  expect(frames).not.toContain("enabled");

  const form = page.getByRole("form", { name: "Audit request" });
  const submit = form.getByRole("button", { name: SUBMIT });
  const hint = form.getByText(copy.gasAuditOffer.readyHint);
  await expect(submit).toBeDisabled();
  await expect(hint).toBeVisible();
  await expect(submit).toHaveAccessibleDescription(copy.gasAuditOffer.readyHint);
  await expect(form.getByLabel("Phone")).toHaveAccessibleDescription(
    containing(BRIEF_MESSAGES.ukMobile),
  );
  await fill(page, uniqueEmail("ok"), "02079460958");
  await expect(submit).toBeDisabled();
  await form.getByLabel("Phone").fill("+44 7123 456789");
  await expect(submit).toBeEnabled();
  await expect(hint).toBeHidden();
  await expect(submit).toHaveAccessibleDescription("");
  await form.getByLabel("First name").fill("   ");
  await expect(submit).toBeDisabled();
  await expect(hint).toBeVisible();
});

test("sends the lead as JSON with a normalised phone, then goes to payment @any-width", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  const leadPosts = countLeadPosts(page);
  await form.getByRole("button", { name: /Get my audit/ }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  const records = await deliveriesFor(request, email, 1);
  expect(records[0]?.path).toBe("/hooks/audit");
  expect(records[0]?.contentType).toBe("application/json");
  expect(records[0]?.body).toBe(expectedBody("audit", "audit", typed(email)));

  // Back from the payment page: the form is ready again and nothing is re-sent.
  await page.goBack();
  await expect(page.getByRole("form", { name: "Audit request" })).toBeVisible();
  await page.locator("html[data-islands]").waitFor({ state: "attached" });
  expect(leadPosts()).toBe(1);
  expect(await recordsFor(request, email)).toHaveLength(1);
});

for (const failure of [{ status: 500 }, "unreachable"] as const) {
  const name = typeof failure === "string" ? failure : `answering ${failure.status}`;
  test(`a lead API ${name} raises the alert and keeps the values @any-width`, async ({
    page,
    request,
  }) => {
    await breakLeadApi(page, failure);
    const email = uniqueEmail("ok");
    const form = await fill(page, email);
    const alerts = collectAlerts(page);
    await form.getByRole("button", { name: /Get my audit/ }).click();
    await expect.poll(() => alerts, QUICKLY).toEqual([AUDIT_FAILURE]);
    await expect(page).toHaveURL(PATH);
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Phone")).toHaveValue("07123 456-789");
    await expectNothingDelivered(request, email);
    expect(await recordsFor(request, email)).toHaveLength(0);
  });
}

test("a lead API that never answers ends in the alert, not a payment page @any-width", async ({
  page,
}) => {
  await breakLeadApi(page, "no-answer");
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  const alerts = collectAlerts(page);
  await form.getByRole("button", { name: /Get my audit/ }).click();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect
    .poll(() => alerts, { timeout: E2E_LEAD_TIMEOUT_MS + 5_000 })
    .toEqual([AUDIT_FAILURE]);
  await expect(page).toHaveURL(PATH);
  await expect(form.getByLabel("First name")).toHaveValue("Gareth");
});

test("a double click sends one lead @any-width", async ({ page, request }) => {
  const email = uniqueEmail("ok");
  const form = await fill(page, email);
  const leadPosts = countLeadPosts(page);
  await form.getByRole("button", { name: /Get my audit/ }).dblclick();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  await deliveriesFor(request, email, 1);
  expect(leadPosts()).toBe(1);
  expect(await recordsFor(request, email)).toHaveLength(1);
});

// The price and the page's sections are in its HTML: tests/built/page-content.test.ts.
test("the offer's deadline and spots left fill in, and its countdown ticks @any-width", async ({
  page,
}) => {
  const main = page.getByRole("main");
  await expect(
    page.getByText(/^Last Chance Ends Sunday \d{1,2}(st|nd|rd|th) [A-Z][a-z]+$/),
  ).toBeVisible();
  await expect(page.getByText(/Only \d spots? left this week/)).toBeVisible();
  const timer = main.getByRole("region", { name: gasAuditPage.countdown.title }).getByRole("timer");
  await expect(timer).toContainText("Days");
  await expect(timer).toContainText("Seconds");
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);
});

test("typing before the form's code has arrived is kept, checked as before and sent @any-width", async ({
  page,
  request,
}) => {
  // Hold back the form's island, as a slow phone network would, while the visitor types.
  let requested = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-gas-audit-form-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto(PATH);
  const form = page.getByRole("form", { name: "Audit request" });
  const submit = form.getByRole("button", { name: SUBMIT });
  const email = uniqueEmail("ok");
  const [user, domain] = email.split("@");
  await form.getByLabel("First name").pressSequentially("Gareth");
  await form.getByLabel("Last name").pressSequentially("Price");
  // Not yet an address: once the code arrives it must say so, as it does while typing.
  await form.getByLabel("Email").pressSequentially(`${user}@`);
  await form.getByLabel("Phone").pressSequentially("07123 ");
  // Asked for when the browser was first idle, or at the first key.
  await expect.poll(() => requested, QUICKLY).toBe(true);
  await expect(submit).toBeDisabled();
  await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toHaveCount(0);

  // The code is let through as the visitor carries on typing: whenever it takes over, no keystroke
  // may be lost.
  release();
  await form.getByLabel("Phone").pressSequentially("456-789");
  await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Gareth");
  await expect(form.getByLabel("Last name")).toHaveValue("Price");
  await expect(form.getByLabel("Phone")).toHaveValue("07123 456-789");

  // Back in the field, after what is there: a focus() puts a text input's caret first.
  await form.getByLabel("Email").press("End");
  await form.getByLabel("Email").pressSequentially(domain ?? "");
  await expect(form.getByText(BRIEF_MESSAGES.invalidEmail)).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  const records = await deliveriesFor(request, email, 1);
  expect(records[0]?.body).toBe(expectedBody("audit", "audit", typed(email)));
});
