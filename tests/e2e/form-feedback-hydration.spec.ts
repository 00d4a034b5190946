/**
 * Issue 23 item 1: a post made before the scripts loaded keeps its answer when they do. The
 * forms are posted by a browser with scripts off; the page the server answers with is then opened
 * with scripts on, its island started, and everything the server wrote must still be there, with
 * no hydration warning and the token gone from the address bar.
 */
import { FORM_INVALID_MESSAGE } from "../../server/leads/form-answers";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { expect, test, type Page } from "./fixtures";
import { consoleProblems, expectTokenRead, formOf, readyIsland } from "./form-islands";
import { suppressPopup } from "./no-popup";
import { uniqueEmail } from "./receiver-client";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

/** Posts a form in a browser with scripts off and returns the address it was sent back to. */
async function postWithoutScripts(
  page: Page,
  path: string,
  form: string,
  values: [string, string][],
  button: RegExp,
) {
  const context = await page.context().browser()?.newContext({ javaScriptEnabled: false });
  if (!context) throw new Error("No browser");
  const plain = await context.newPage();
  await plain.goto(new URL(path, test.info().project.use.baseURL).href);
  const fields = plain.getByRole("form", { name: form });
  for (const [label, value] of values) await fields.getByLabel(label).fill(value);
  await fields.getByRole("button", { name: button }).click();
  await plain.waitForURL(/form-feedback=/);
  const address = plain.url();
  await context.close();
  return address;
}

/** Opens the server's answer with scripts on and starts the form's island with a focus. */
async function openAndStart(
  page: Page,
  address: string,
  island: "contact-form" | "gas-audit-form",
) {
  await suppressPopup(page);
  const problems = consoleProblems(page);
  await page.goto(address);
  await formOf(page, island).getByRole("textbox").first().focus();
  await readyIsland(page, island).waitFor({ state: "attached" });
  // The token goes once the island has hydrated and read it.
  await expectTokenRead(page, island === "contact-form" ? "#contact-form" : "#audit-form");
  return problems;
}

test("a refused contact message keeps its values and messages when the island starts @any-width", async ({
  page,
}) => {
  const email = `${uniqueEmail("ok")}.`;
  const address = await postWithoutScripts(
    page,
    "/contact",
    "Contact form",
    [
      ["Name", "Bethan Morgan"],
      ["Email", email],
      ["Subject", "Hi"],
      ["Message", "Line one\nLine two of a longer message"],
    ],
    /Send Message/,
  );
  const problems = await openAndStart(page, address, "contact-form");
  const form = formOf(page, "contact-form");
  await expect(form.getByRole("alert")).toHaveText(FORM_INVALID_MESSAGE);
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(form.getByText("Subject must be at least 5 characters")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Bethan Morgan");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Subject")).toHaveValue("Hi");
  await expect(form.getByLabel("Message")).toHaveValue("Line one\nLine two of a longer message");
  expect(problems).toEqual([]);

  // The island's own checks take over a field once it is changed.
  await form.getByLabel("Subject").fill("A longer subject");
  await expect(form.getByText("Subject must be at least 5 characters")).toHaveCount(0);
});

test("a sent contact message keeps its sent line when the island starts @any-width", async ({
  page,
}) => {
  const address = await postWithoutScripts(
    page,
    "/contact",
    "Contact form",
    [
      ["Name", "Bethan Morgan"],
      ["Email", uniqueEmail("ok")],
      ["Subject", "Leads for my bakery"],
      ["Message", "Could an agent answer our Saturday orders?"],
    ],
    /Send Message/,
  );
  expect(address).toMatch(/\?form-feedback=sent#contact-form$/);
  const problems = await openAndStart(page, address, "contact-form");
  const form = formOf(page, "contact-form");
  await expect(form.getByRole("status").filter({ hasText: CONTACT_SUCCESS })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("");
  expect(problems).toEqual([]);
});

test("a refused £99 request keeps its values and messages when the island starts @any-width", async ({
  page,
}) => {
  const email = uniqueEmail("ok");
  const address = await postWithoutScripts(
    page,
    AUDIT_PATH,
    "Audit request",
    [
      ["First name", "Rhys"],
      ["Last name", "Pritchard"],
      ["Email", email],
      ["Phone", "0123 not a mobile"],
    ],
    /Get my audit/,
  );
  const problems = await openAndStart(page, address, "gas-audit-form");
  const form = formOf(page, "gas-audit-form");
  await expect(form.getByRole("alert")).toHaveText(FORM_INVALID_MESSAGE);
  await expect(form.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/valid UK mobile/).last()).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Rhys");
  await expect(form.getByLabel("Last name")).toHaveValue("Pritchard");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Phone")).toHaveValue("0123 not a mobile");
  expect(problems).toEqual([]);
});
