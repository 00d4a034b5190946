import { CONSENT_KEY } from "../../app/lib/cookie-settings";
import { csvRows } from "../support/lead-contract";
import { E2E_ADMIN_PASSWORD, PAYMENT_PAGE } from "./e2e-servers";
import { startFormIsland } from "./form-islands";
import { expect, test, type Page } from "./fixtures";
import { suppressPopup } from "./no-popup";
import { uniqueEmail } from "./receiver-client";

/**
 * Where a lead came from, from the visitor's browser to the owner: an advert's landing page on
 * the £99 audit, with and without analytics consent.
 */
const PATH = "/free-google-visibilty-audit-for-gas-eningeers";
const AD_QUERY = "?utm_source=google&utm_medium=cpc&utm_campaign=gas-audit&gclid=TeSt123";
const FROM_GOOGLE = { referer: "https://www.google.com/" };
/** Anything of the advert's visit that must not be kept in the browser without consent. */
const AD_TRACES = /gas-audit|TeSt123|cpc|www\.google\.com/;

/** The JSON the lead API is sent for `form`, once the visitor sends it. */
function leadPost(page: Page, form: string) {
  return page
    .waitForRequest((request) => request.url().endsWith(`/api/leads/${form}`))
    .then((request) => request.postDataJSON() as { attribution?: Record<string, string> });
}

async function sendAudit(page: Page, email: string) {
  await startFormIsland(page, "gas-audit-form");
  const form = page.getByRole("form", { name: "Audit request" });
  await form.getByLabel("First name").fill("Gareth");
  await form.getByLabel("Last name").fill("Price");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("07123 456789");
  const submit = form.getByRole("button", { name: /Get my audit/ });
  // Enabled once the form's lazily loaded rules find every field valid.
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Everything the site keeps in this browser: both storage areas and every cookie. */
async function keptInBrowser(page: Page): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }, document.cookie]),
  );
  return `${storage}${JSON.stringify(await page.context().cookies())}`;
}

test("an advert's campaign reaches the owner's page, summary and CSV when the visitor consents @any-width", async ({
  page,
}) => {
  await suppressPopup(page);
  // Consent as the cookie banner stores it ("Accept analytics"), before the advert's click lands.
  await page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
  await page.goto(`${PATH}${AD_QUERY}`, FROM_GOOGLE);
  const email = uniqueEmail("ok");
  const posted = leadPost(page, "audit");
  await sendAudit(page, email);
  expect((await posted).attribution).toEqual({
    page: PATH,
    referrer: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "gas-audit",
    gclid: "TeSt123",
  });
  await expect(page).toHaveURL(PAYMENT_PAGE);

  // The owner, in a page of their own: the admin pages run no script, so none hydrates.
  const owner = await page.context().newPage();
  await owner.goto("/admin/leads");
  await owner.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await owner.getByRole("button", { name: "Sign in" }).click();
  const row = owner.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("gas-audit")).toBeVisible();
  await expect(row.getByText("TeSt123")).toBeVisible();
  await expect(row.getByText(PATH)).toBeVisible();
  const sources = owner.getByRole("table", { name: "Leads per source" });
  await expect(
    sources.getByRole("rowheader", { name: "Campaign: gas-audit (google)" }),
  ).toBeVisible();
  await expect(
    owner
      .getByRole("table", { name: "Leads per form" })
      .getByRole("rowheader", { name: "£99 audit" }),
  ).toBeVisible();

  const csv = await (await owner.request.get("/admin/leads.csv")).text();
  expect(csvRows(csv).find((row) => row.email === email)).toMatchObject({
    utm_campaign: "gas-audit",
    utm_source: "google",
    gclid: "TeSt123",
    page: PATH,
  });
});

test("without consent, the advert's values are not kept for a lead sent from another page @any-width", async ({
  page,
}) => {
  await suppressPopup(page);
  await page.goto(`${PATH}${AD_QUERY}`, FROM_GOOGLE);
  // To the contact page within the site, as a visitor who reads on before asking.
  await page.locator('a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await keptInBrowser(page)).not.toMatch(AD_TRACES);

  const posted = leadPost(page, "contact");
  await startFormIsland(page, "contact-form");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Gareth Price");
  await form.getByLabel("Email").fill(uniqueEmail("ok"));
  await form.getByLabel("Subject").fill("Gas audit");
  await form.getByLabel("Message").fill("Could you look at my Google listing?");
  await form.getByRole("button", { name: "Send Message" }).click();
  expect((await posted).attribution).toEqual({ page: "/contact" });
  expect(await keptInBrowser(page)).not.toMatch(AD_TRACES);
});
