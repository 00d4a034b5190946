import { GAS_AUDIT_THANK_YOU_PATH } from "../../app/site-map/page-paths";
import { PAYMENT_PAGE, UNCONFIGURED_URL } from "./e2e-servers";
import { startFormIsland } from "./form-islands";
import { expect, test, type Page } from "./fixtures";
import { copy } from "./site-copy";
import { containing } from "./text-pattern";
import { uniqueEmail } from "../support/unique-email";

/**
 * Journeys that must keep their promises to the end: each kind of visitor reaches a thank-you
 * page that tells them what really happened, and anyone with a call still to book can book it.
 */
const LANDING = "/free-google-visibilty-audit-for-gas-eningeers";
const { bookingEmbed, enterpriseAuditPage, gasAuditOffer, gasAuditPage, thankYouVariant } = copy;
const titleOf = (from: string | null) => thankYouVariant(from).hero.title;
/** Any variant's booking section: each is named by its own title. */
const BOOKING_TITLES = containing(
  ...["paid-audit", "audit", "report", null].flatMap(
    (from) => thankYouVariant(from).booking?.title ?? [],
  ),
);

async function sendAuditForm(page: Page) {
  await startFormIsland(page, "gas-audit-form");
  const form = page.getByRole("form", { name: "Audit request" });
  await form.getByLabel("First name").fill("Alex");
  await form.getByLabel("Last name").fill("Morgan");
  await form.getByLabel("Email").fill(uniqueEmail("journey"));
  await form.getByLabel("Phone").fill("07123456789");
  await form.getByRole("button", { name: `Get my audit for ${gasAuditPage.form.price}` }).click();
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const bookingSection = (page: Page) => page.getByRole("region", { name: BOOKING_TITLES });

test.describe("the thank-you page tells each visitor their own truth @any-width", () => {
  test("after paying: the audit is paid for, and the calendar is there to book the call", async ({
    page,
  }) => {
    await page.goto(LANDING);
    await sendAuditForm(page);
    await expect(page).toHaveURL(PAYMENT_PAGE);
    // The payment provider's success redirect, as docs/leads.md tells the owner to set it.
    await page.goto(`${GAS_AUDIT_THANK_YOU_PATH}?from=paid-audit`);
    await expect(heading(page)).toHaveText(titleOf("paid-audit"));
    await expect(
      bookingSection(page).locator("iframe, a[href*='/booking']").first(),
    ).toBeAttached();
    await expect(page.getByText(/Your Free Audit Is Booked/i)).toHaveCount(0);
  });

  test("after the popup: the report is on its way, nothing is booked or paid", async ({ page }) => {
    await page.goto(`${GAS_AUDIT_THANK_YOU_PATH}?from=report`);
    await expect(heading(page)).toHaveText(titleOf("report"));
    // "Nothing to pay and nothing booked": the report's own promise.
    await expect(page.getByText(thankYouVariant("report").hero.description)).toBeVisible();
  });

  test("after booking in the calendar: the call is booked, with no second calendar", async ({
    page,
  }) => {
    await page.goto(`${GAS_AUDIT_THANK_YOU_PATH}?from=booking`);
    await expect(heading(page)).toHaveText(titleOf("booking"));
    await expect(bookingSection(page)).toHaveCount(0);
  });

  test("anyone else is thanked without being told they booked or paid", async ({ page }) => {
    for (const path of [GAS_AUDIT_THANK_YOU_PATH, `${GAS_AUDIT_THANK_YOU_PATH}?from=nonsense`]) {
      await page.goto(path);
      await expect(heading(page)).toHaveText(titleOf(null));
      await expect(page.getByRole("main").getByText(/booked|paid/i)).toHaveCount(0);
      await expect(bookingSection(page)).toBeVisible();
    }
  });
});

test.describe("a site without a payment link or calendars yet @any-width", () => {
  test.use({ baseURL: UNCONFIGURED_URL });

  test("the £99 form promises no payment page, and leads to a page where the call can be arranged", async ({
    page,
  }) => {
    await page.goto(LANDING);
    const form = page.getByRole("form", { name: "Audit request" });
    await expect(form.getByText(gasAuditOffer.paymentNotes.online)).toHaveCount(0);
    await expect(form.getByText(gasAuditOffer.paymentNotes.offline)).toBeVisible();
    await sendAuditForm(page);
    await expect(page).toHaveURL(`${GAS_AUDIT_THANK_YOU_PATH}?from=audit`);
    await expect(heading(page)).toHaveText(titleOf("audit"));
    // "Nothing has been charged": the unpaid request's own promise.
    await expect(page.getByText(thankYouVariant("audit").hero.description)).toBeVisible();
    // No calendar configured: the fallback invites a message or a call instead.
    const booking = bookingSection(page);
    const { fallback } = bookingEmbed;
    await expect(booking.getByRole("heading", { name: fallback.title })).toBeVisible();
    await expect(booking.getByRole("link", { name: fallback.action.text })).toHaveAttribute(
      "href",
      fallback.action.href,
    );
  });
});

test("/free-audit gives smaller firms and trades a way on @any-width", async ({ page }) => {
  await page.goto("/free-audit");
  const { heading, cards } = enterpriseAuditPage.smallerFirms;
  const [small, trades] = cards;
  if (!small || !trades) throw new Error("The smaller firms' section has two ways on");
  const section = page.getByRole("region", { name: heading.title });
  await section.getByRole("link", { name: small.title }).click();
  await expect(page).toHaveURL("/contact");
  await page.goBack();
  await page
    .getByRole("region", { name: heading.title })
    .getByRole("link", { name: trades.title })
    .click();
  await expect(page).toHaveURL("/marketing-for-gas-engineers-and-plumbers");
});
