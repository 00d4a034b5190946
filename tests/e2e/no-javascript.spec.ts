/**
 * The lead forms when the page's scripts never run (an old browser, a blocked or failed script):
 * each is a real form that posts to the lead API, which stores and delivers the lead as it does
 * for the script, and redirects the browser where the script would have taken it. What the
 * visitor typed never appears in an address.
 */
// Playwright's own test: with scripts off there is no hydration to wait for.
import { expect, test, type Page } from "@playwright/test";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { expectedBody } from "../support/lead-contract";
import { E2E_ADMIN_PASSWORD, PAYMENT_PAGE, UNCONFIGURED_URL } from "./e2e-servers";
import { deliveriesFor, expectNothingDelivered, uniqueEmail } from "./receiver-client";

test.use({ javaScriptEnabled: false });

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

/** Every address the page's frames go to, to prove none carries what was typed. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) addresses.push(request.url());
  });
  return addresses;
}

function expectNoneHolds(addresses: string[], typed: string[]) {
  expect(addresses.length).toBeGreaterThan(1);
  for (const address of addresses) {
    for (const value of typed) {
      expect(decodeURIComponent(address)).not.toContain(value);
      expect(address).not.toContain(encodeURIComponent(value));
    }
  }
}

/** Sends the £99 form with this phone number; returns the lead's email and the addresses seen. */
async function sendAudit(page: Page, phone: string, origin = "") {
  const addresses = addressesOf(page);
  const email = uniqueEmail("ok");
  const typed = { firstName: "Rhys", lastName: "Pritchard", email, phone };
  await page.goto(`${origin}${AUDIT_PATH}`);
  const form = page.getByRole("form", { name: "Audit request" });
  await form.getByLabel("First name").fill(typed.firstName);
  await form.getByLabel("Last name").fill(typed.lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(phone);
  await form.getByRole("button", { name: /Get my audit/ }).click();
  return { addresses, email, form, typed };
}

async function ownerSees(page: Page, email: string) {
  await page.goto("/admin/leads");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
}

test("the contact form sends, stores and delivers a message without scripts @any-width", async ({
  page,
  request,
}) => {
  const addresses = addressesOf(page);
  const email = uniqueEmail("ok");
  const lead = {
    name: "Bethan Morgan",
    email,
    subject: "Leads for my bakery",
    message: "Could an agent answer our Saturday orders?",
  };
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill(lead.subject);
  await form.getByLabel("Message").fill(lead.message);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/contact\?form-feedback=sent#contact-form$/);
  await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("");
  const [delivery] = await deliveriesFor(request, email, 1);
  expect(delivery?.body).toBe(expectedBody("contact", "contact", lead));
  expectNoneHolds(addresses, [email, lead.name, lead.subject]);
  await ownerSees(page, email);
});

test("the £99 form stores the lead and goes on to the payment page without scripts @any-width", async ({
  page,
  request,
}) => {
  const { addresses, email, typed } = await sendAudit(page, "07700 900456");

  await expect(page).toHaveURL(PAYMENT_PAGE);
  const [delivery] = await deliveriesFor(request, email, 1);
  // The schema's own form of the number (+447…), as the script's post gives it too.
  expect(delivery?.body).toBe(expectedBody("audit", "audit", typed));
  expectNoneHolds(addresses, [email, "Pritchard", "900456"]);
  await ownerSees(page, email);
});

test("without a payment link the £99 form goes on to the thank-you page @any-width", async ({
  page,
  request,
}) => {
  const { email } = await sendAudit(page, "07700 900789", UNCONFIGURED_URL);
  await expect(page).toHaveURL(`${UNCONFIGURED_URL}/free-audit-booking-success-page?from=audit`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await deliveriesFor(request, email, 1);
});

test("a refused post comes back with the messages and what was typed, and sends nothing @any-width", async ({
  page,
  request,
}) => {
  const { addresses, email, form } = await sendAudit(page, "0123 not a mobile");

  await expect(page).toHaveURL(new RegExp(`${AUDIT_PATH}\\?form-feedback=[\\w-]+#audit-form$`));
  await expect(form.getByRole("alert")).toContainText("Nothing has been sent yet");
  await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/valid UK mobile/).last()).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Last name")).toHaveValue("Pritchard");
  await expect(form.getByLabel("Phone")).toHaveValue("0123 not a mobile");
  expectNoneHolds(addresses, [email, "Pritchard", "not a mobile"]);

  // Corrected and sent again from the same page, it goes through.
  await form.getByLabel("Phone").fill("07700 900321");
  await form.getByRole("button", { name: /Get my audit/ }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  await deliveriesFor(request, email, 1);
});

test("a refused contact message keeps its text and says what to fix @any-width", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("ok");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Bethan Morgan");
  await form.getByLabel("Email").fill(`${email}.`);
  await form.getByLabel("Subject").fill("Hi");
  await form.getByLabel("Message").fill("Line one\nLine two of a longer message");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/contact\?form-feedback=[\w-]+#contact-form$/);
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("Line one\nLine two of a longer message");
  await expect(form.getByLabel("Subject")).toHaveValue("Hi");
  await expectNothingDelivered(request, `${email}.`);
});
