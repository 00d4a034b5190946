import { type Page } from "./fixtures";

/** What the contact-form specs share: the form, its toasts and a filled-in enquiry. */
export const toast = (page: Page, text: string) => page.locator("[data-toast]").getByText(text);
export const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

export async function fillContact(
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
export function forbidDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`Unexpected ${dialog.type()}: ${dialog.message()}`);
  });
}
