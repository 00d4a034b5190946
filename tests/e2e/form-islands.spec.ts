/**
 * The contact and £99 forms as islands, started when the browser is first idle after the first
 * paint (issue 36; a touch before that starts them at once): nothing typed while an island loads
 * is lost, a submit before it is ready posts natively and is sent
 * once, and the page the server wrote after such a post keeps its answer when the island hydrates.
 */
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { expect, test, type Page } from "./fixtures";
import {
  consoleProblems,
  expectTokenRead,
  formOf,
  readyIsland,
  type FormIslandName,
} from "./form-islands";
import { holdIslandScript } from "./islands";
import { countLeadPosts } from "./lead-api";
import { suppressPopup } from "./no-popup";
import { PAYMENT_PAGE } from "./e2e-servers";
import { deliveriesFor, recordsFor, uniqueEmail } from "./receiver-client";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

test.beforeEach(async ({ page }) => {
  await suppressPopup(page);
});

/** Types as a quick visitor does, one key after another with no pause. */
async function typeFast(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 0 });
}

const typing: [FormIslandName, string, [[string, string], [string, string], [string, string]]][] = [
  [
    "contact-form",
    "/contact",
    [
      ["Name", "Alex Morgan"],
      ["Email", "alex@example.co.uk"],
      ["Subject", "Phones after hours"],
    ],
  ],
  [
    "gas-audit-form",
    AUDIT_PATH,
    [
      ["First name", "Gareth"],
      ["Last name", "Price"],
      ["Email", "gareth@example.co.uk"],
    ],
  ],
];

for (const [island, path, fields] of typing) {
  test(`${island}: every character typed while the island loads is kept @any-width`, async ({
    page,
  }) => {
    const script = await holdIslandScript(page, island);
    await page.goto(path);
    const form = formOf(page, island);
    const [[firstLabel, firstText], [secondLabel, secondText], [thirdLabel, thirdText]] = fields;

    // The first tap starts the island; typing goes on while its script is on its way…
    await form.getByLabel(firstLabel).click();
    await typeFast(page, firstText.slice(0, 3));
    await expect.poll(script.requested).toBe(true);
    await typeFast(page, firstText.slice(3));
    await form.getByLabel(secondLabel).focus();
    await typeFast(page, secondText.slice(0, 4));
    // …and while it hydrates, with no pause between the script's arrival and the next keys.
    await script.release();
    await typeFast(page, secondText.slice(4));
    await readyIsland(page, island).waitFor({ state: "attached" });
    await form.getByLabel(thirdLabel).focus();
    await typeFast(page, thirdText);

    await expect(form.getByLabel(firstLabel)).toHaveValue(firstText);
    await expect(form.getByLabel(secondLabel)).toHaveValue(secondText);
    await expect(form.getByLabel(thirdLabel)).toHaveValue(thirdText);
  });
}

test("a form page starts its form once painted, with no touch, so the first tap finds it ready @any-width", async ({
  page,
}) => {
  for (const [island, path, [[label]]] of typing) {
    await page.goto(path);
    // Nothing touches the page: the island starts when the browser is first idle.
    await readyIsland(page, island).waitFor({ state: "attached" });
    const field = formOf(page, island).getByLabel(label);
    await expect(field).not.toBeFocused();
    await expect(field).toHaveValue("");
  }
});

test("contact form: a submit before the island is ready posts natively, once @any-width", async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page);
  const script = await holdIslandScript(page, "contact-form");
  await page.goto("/contact");
  const posts = countLeadPosts(page);
  const email = uniqueEmail("ok");
  const form = formOf(page, "contact-form");
  await form.getByLabel("Name").fill("Bethan Morgan");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Before the script came");
  await form.getByLabel("Message").fill("Sent while the form's script was still on its way.");
  await form.getByRole("button", { name: "Send Message" }).click();

  // The server's answer to a browser without scripts: the page again, saying it was sent.
  await expect(page).toHaveURL(/\/contact\?form-feedback=sent#contact-form$/);
  await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  await script.release();
  await deliveriesFor(request, email, 1);

  // The island of the answer's page starts and hydrates: it sends nothing again.
  await form.getByLabel("Name").focus();
  await readyIsland(page, "contact-form").waitFor({ state: "attached" });
  await expectTokenRead(page, "#contact-form");
  await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  expect(posts()).toBe(1);
  expect(await recordsFor(request, email)).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("£99 form: a submit before the island is ready posts natively, once @any-width", async ({
  page,
  request,
}) => {
  const script = await holdIslandScript(page, "gas-audit-form");
  await page.goto(AUDIT_PATH);
  const posts = countLeadPosts(page);
  const email = uniqueEmail("ok");
  const form = formOf(page, "gas-audit-form");
  await form.getByLabel("First name").fill("Rhys");
  await form.getByLabel("Last name").fill("Pritchard");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("07700 900456");
  await form.getByRole("button", { name: /Get my audit/ }).click();

  // Where the server sends a stored audit lead, as the script would: the payment page.
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(script.requested()).toBe(true);
  await script.release();
  const [delivery] = await deliveriesFor(request, email, 1);
  expect(delivery?.json).toMatchObject({ firstName: "Rhys", phone: "+447700900456" });
  expect(posts()).toBe(1);
});
