import type { Locator } from "@playwright/test";
import { expect, QUICKLY, type Page } from "./fixtures";

/**
 * The phone menu: a native <dialog> prerendered in every page and opened by the island loader's
 * dialog wiring (components/layout/mobile-drawer.tsx). No React, and no script beyond the inline
 * loader, runs for it. What its specs share.
 */

export async function openDrawer(page: Page) {
  const button = page.getByRole("button", { name: "Open menu" });
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  // Once its slide-in is over: during it, a click beside the moving drawer is on the backdrop.
  await expect.poll(async () => (await drawer.boundingBox())?.x, QUICKLY).toBe(0);
  return { button, drawer };
}

/** A collapsible section: a native <details>, opened and closed by its <summary>. */
export function section(drawer: Locator, label: string) {
  const details = drawer
    .locator("details")
    .filter({ has: drawer.page().locator("summary", { hasText: label }) });
  return { details, summary: details.locator("summary") };
}
