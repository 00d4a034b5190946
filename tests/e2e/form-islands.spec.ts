/**
 * The contact and £99 forms as islands, started when the browser is first idle after the first
 * paint (issue 36; a touch before that starts them at once): nothing typed while an island loads
 * is lost, a Send before it is ready waits for it and is sent once (natively when the island
 * cannot load).
 */
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { expect, test, type Locator, type Page } from "./fixtures";
import { consoleProblems, formOf, readyIsland, type FormIslandName } from "./form-islands";
import { holdIslandScript } from "./islands";
import { countLeadPosts } from "./lead-api";
import { suppressPopup } from "./no-popup";
import { PAYMENT_PAGE } from "./e2e-servers";
import { deliveriesFor, recordsFor, uniqueEmail } from "./receiver-client";
import { expectNothingWithin } from "../support/quiet-period";

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

type Input = "touch" | "mouse";

/** A press on a button, by a finger or a mouse. */
async function press(button: Locator, input: Input) {
  if (input === "touch") await button.tap();
  else await button.click();
}

/** Opens /contact, fills every field of its form and presses Send Message. */
async function sendContactForm(page: Page, input: Input = "mouse") {
  await page.goto("/contact");
  const posts = countLeadPosts(page);
  const email = uniqueEmail("ok");
  const form = formOf(page, "contact-form");
  await form.getByLabel("Name").fill("Bethan Morgan");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Sent on the first tap");
  await form.getByLabel("Message").fill("Sent before the form's script had started.");
  await press(form.getByRole("button", { name: "Send Message" }), input);
  return { form, email, posts };
}

test("contact form: when the island cannot load, a Send posts natively, once @any-width", async ({
  page,
  request,
}) => {
  await page.route("**/assets/island-contact-form-*.js", (route) => route.abort());
  const { form, email, posts } = await sendContactForm(page);

  // The server's answer to a browser without scripts: the page again, saying it was sent.
  await expect(page).toHaveURL(/\/contact\?form-feedback=sent#contact-form$/);
  await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  await deliveriesFor(request, email, 1);
  expect(posts()).toBe(1);
});

// The first press of each form's Send, by a finger (the phone's touch events, then the click
// they make) and by a mouse: both are held until the island is ready, and sent once.
for (const input of ["touch", "mouse"] as const) {
  const pressed = input === "touch" ? "tapped" : "clicked";
  test.describe(`by ${input}`, () => {
    test.use({ hasTouch: input === "touch" });

    test(`contact form: a Send ${pressed} before the island is ready waits for it, and is sent once, in place @any-width`, async ({
      page,
      request,
    }) => {
      const problems = consoleProblems(page);
      const script = await holdIslandScript(page, "contact-form");
      const { form, email, posts } = await sendContactForm(page, input);

      // Held, not posted natively: the page stays, with everything typed.
      await expect.poll(script.requested).toBe(true);
      await expectNothingWithin(500, () => (posts() > 0 ? [posts()] : []), { what: "lead post" });
      expect(page.url()).toMatch(/\/contact$/);
      await script.release();
      // The island, once ready, sends it as it sends any other: in place, no new page.
      await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
      expect(page.url()).toMatch(/\/contact$/);
      await deliveriesFor(request, email, 1);
      expect(posts()).toBe(1);
      expect(await recordsFor(request, email)).toHaveLength(1);
      expect(problems).toEqual([]);
    });

    test(`£99 form: a Send ${pressed} before the island is ready waits for it, and is sent once @any-width`, async ({
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
      await press(form.getByRole("button", { name: /Get my audit/ }), input);

      await expect.poll(script.requested).toBe(true);
      await expectNothingWithin(500, () => (posts() > 0 ? [posts()] : []), { what: "lead post" });
      await script.release();
      // Where a stored audit lead goes: the payment page.
      await expect(page).toHaveURL(PAYMENT_PAGE);
      const [delivery] = await deliveriesFor(request, email, 1);
      expect(delivery?.json).toMatchObject({ firstName: "Rhys", phone: "+447700900456" });
      expect(posts()).toBe(1);
    });
  });
}
