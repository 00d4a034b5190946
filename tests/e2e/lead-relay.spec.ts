import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { RATE_LIMITED_MESSAGE } from "../../server/leads/lead-api";
import { RATE_LIMITED_PORT } from "./e2e-servers";
// Playwright's own page: the admin pages run no script, so there is no hydration to wait for.
import { startFormIsland } from "./form-islands";
import { signIn } from "./owner-sign-in";
import { expect, test, type Page } from "@playwright/test";
import { deliveriesFor, uniqueEmail } from "./receiver-client";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").getByText(text);

/** The contact page, once React is in charge of its form. */
async function openContact(page: Page, origin = "") {
  await page.goto(`${origin}/contact`);
  await page.locator("html[data-islands]").waitFor({ state: "attached" });
  await startFormIsland(page, "contact-form");
}

async function sendContact(
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

test("the owner sees each lead, with what the visitor typed shown as text, and signs out @any-width", async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail("ok");
  const name = "Siân <img src=x onerror=alert(1)>";
  const message = "Can an agent help? <script>alert(2)</script>";
  await openContact(page);
  await sendContact(page, { name, email, subject: "Missed calls after 5pm", message });
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  await deliveriesFor(request, email, 1);

  await signIn(page);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText(message)).toBeVisible();
  await expect(row.getByText("Delivered")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await page.locator("script").count()).toBe(0);
  expect(dialogs).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a lead whose webhook keeps failing shows as retrying to the owner, never to the visitor @any-width", async ({
  page,
}) => {
  const email = uniqueEmail("fail500");
  await openContact(page);
  await sendContact(page, {
    name: "Gareth Price",
    email,
    subject: "Boiler servicing leads",
    message: "We want more boiler servicing work in Cardiff.",
  });
  await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
  await signIn(page);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Retrying")).toBeVisible();
  await expect(row.getByText(/next attempt/)).toBeVisible();
  await expect(row.getByRole("button", { name: "Retry now" })).toBeVisible();
});

test("a visitor who sends too many messages is told why, and keeps what they typed @any-width", async ({
  page,
}) => {
  // That server trusts one proxy, and this test is the only sender it hears from.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.10" });
  const origin = `http://127.0.0.1:${RATE_LIMITED_PORT}`;
  await openContact(page, origin);
  const form = page.getByRole("form", { name: "Contact form" });
  for (let n = 1; n <= 3; n += 1) {
    await sendContact(page, {
      name: "Alex Morgan",
      email: uniqueEmail("ok"),
      subject: `Question number ${n}`,
      message: `This is message number ${n} in a row from one sender.`,
    });
    if (n < 3) {
      await expect(toast(page, CONTACT_SUCCESS)).toBeVisible();
      await expect(form.getByLabel("Name")).toHaveValue("");
      // Closed as a visitor closes it, not left for its four seconds: the next send's toast is
      // then the only one on the page.
      const shown = page.locator("[data-toast]");
      await shown.getByRole("button", { name: "Close notification" }).click();
      await shown.waitFor({ state: "detached" });
    }
  }
  await expect(toast(page, RATE_LIMITED_MESSAGE)).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveValue("Question number 3");
});
