import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./e2e-servers";

/** Signs in on the owner's page as the owner does: sent to the sign-in form, then to the leads. */
export async function signIn(page: Page) {
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
}
