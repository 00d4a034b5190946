import { expect, test } from "@playwright/test";
// Playwright's own page: the owner's pages run no script, so there is no hydration to wait for.
import { axeViolations } from "./axe";
import { DESKTOP_VIEWPORT } from "./viewports";

/** The narrowest phone the site is made for. */
const NARROWEST_PHONE = { width: 320, height: 720 };

test("the owner on a new phone asks for a sign-in link with the keyboard: the answer is beside its button, and the page passes axe from 320 px to the desktop @any-width", async ({
  page,
}) => {
  await page.setViewportSize(NARROWEST_PHONE);
  await page.goto("/admin/login");
  const ask = page.getByRole("button", { name: "Email me a sign-in link" });
  await expect(ask).toHaveAccessibleDescription(/goes to the owner's email address/);
  await ask.focus();
  await page.keyboard.press("Enter");

  // The same sign-in page, its answer right after the button that asked.
  await expect(page).toHaveURL(/\/admin\/sign-in-link$/);
  const answer = page.getByRole("status");
  await expect(answer).toContainText("a sign-in link is on its way");
  expect(
    await answer.evaluate(
      (node) => node.previousElementSibling?.querySelector("button")?.textContent,
    ),
  ).toContain("Email me a sign-in link");
  await expect(page.getByLabel("Password")).toBeVisible();

  for (const viewport of [NARROWEST_PHONE, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${viewport.width} px`).toBe(0);
  }
});
