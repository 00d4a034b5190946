import {
  DESKTOP_IDLE_MS,
  EXIT_INTENT_SESSION_KEY,
  MOBILE_IDLE_MS,
} from "../../app/features/exit-intent/exit-intent-triggers";
import { holdClock } from "./clock";
import { expect, type Page } from "./fixtures";
import { copy } from "./site-copy";

// Shared by the exit-intent popup specs: the page, the popup, and ways to trigger and fill it.
export const PATH = "/free-google-visibilty-audit-for-gas-eningeers";
export const LONGEST_IDLE_MS = Math.max(DESKTOP_IDLE_MS, MOBILE_IDLE_MS);
export const { exitIntentPopup, thankYouVariant } = copy;
export const popup = (page: Page) => page.getByRole("dialog", { name: exitIntentPopup.title });

/**
 * The page with its load-time islands started: the countdown has filled in its date, and the
 * popup's trigger island is mounted, so its timers and listeners are live.
 */
export async function gotoHydrated(page: Page) {
  await page.goto(PATH);
  await expect(page.getByText(/Last Chance Ends Sunday \d/)).toBeVisible();
  await expect(page.locator('[data-island="exit-intent"][data-island-state="ready"]')).toHaveCount(
    1,
  );
}

/**
 * The page live, with its clock held: the popup's timers fire only when the test runs the clock.
 * Once a trigger has fired, `page.clock.resume()` lets React finish showing the dialog (it paces
 * the reveal of lazily loaded parts with timers).
 */
export async function gotoWithClockHeld(page: Page) {
  await page.clock.install();
  await gotoHydrated(page);
  await holdClock(page);
}

/**
 * Proof that no trigger has fired: the popup notes in session storage, synchronously, the moment
 * it decides to open, so this does not depend on how soon the dialog would render.
 */
export async function expectNotTriggered(page: Page) {
  const shown = await page.evaluate((key) => sessionStorage.getItem(key), EXIT_INTENT_SESSION_KEY);
  expect(shown).toBeNull();
  await expect(popup(page)).toBeHidden();
}

/** Proof that a trigger fired, whatever the time the dialog then takes to appear. */
export async function expectTriggered(page: Page) {
  const shown = await page.evaluate((key) => sessionStorage.getItem(key), EXIT_INTENT_SESSION_KEY);
  expect(shown).not.toBeNull();
}

/** Scrolls the window and returns once the page's own scroll listeners have seen it. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        // Added after the page's listeners, so it runs after them.
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, top);
        if (window.scrollY === before) resolve();
      }),
    y,
  );
}

export async function openAfterIdle(page: Page) {
  await page.clock.install();
  await gotoHydrated(page);
  await page.clock.runFor(LONGEST_IDLE_MS);
  await expect(popup(page)).toBeVisible();
}

/** What fillPopup types, by the field of the lead it fills. */
export const popupTyped = (email: string) => ({
  firstName: "Zoë",
  lastName: "O'Connor",
  email,
  phone: "07700 900123",
  businessName: "Heat & Flow Ltd",
  websiteUrl: "https://heatandflow.co.uk",
  preferredTime: "Weekday mornings",
});

export async function fillPopup(page: Page, email: string) {
  const dialog = popup(page);
  const typed = popupTyped(email);
  await dialog.getByLabel("First name").fill(typed.firstName);
  await dialog.getByLabel("Last name").fill(typed.lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill(typed.phone);
  await dialog.getByLabel(exitIntentPopup.fields.businessName).fill(typed.businessName);
  await dialog.getByLabel(exitIntentPopup.fields.website).fill(typed.websiteUrl);
  await dialog.getByLabel(exitIntentPopup.fields.preferredTime).fill(typed.preferredTime);
  return dialog;
}
