import { POPUP_FAILURE, POPUP_INVALID, POPUP_SUCCESS } from "../../lead-forms/messages";
import {
  DESKTOP_IDLE_MS,
  EXIT_INTENT_SESSION_KEY,
} from "../../app/features/exit-intent/exit-intent-triggers";
import { gasAuditThankYouPath } from "../../app/site-map/page-paths";
import { expectedBody } from "../support/lead-contract";
import { holdClock } from "./clock";
import { expect, test } from "./fixtures";
import { breakLeadApi } from "./lead-api";
import { deliveriesFor, expectNothingDelivered, recordsFor, uniqueEmail } from "./receiver-client";
import {
  expectNotTriggered,
  expectTriggered,
  fillPopup,
  gotoHydrated,
  gotoWithClockHeld,
  LONGEST_IDLE_MS,
  openAfterIdle,
  PATH,
  popup,
  popupTyped,
  exitIntentPopup,
  thankYouVariant,
} from "./exit-intent-page";

test.describe("on a desktop @desktop", () => {
  test("opens after 15 s without activity, not before", async ({ page }) => {
    await gotoWithClockHeld(page);
    // Activity starts the wait again: the listeners are live, and the wait counts from here.
    await page.keyboard.press("Shift");
    await page.clock.runFor(DESKTOP_IDLE_MS - 1);
    await expectNotTriggered(page);
    await page.clock.runFor(1);
    await expectTriggered(page);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByText(exitIntentPopup.badge)).toBeVisible();
  });

  test("opens when the pointer leaves through the top of the window", async ({ page }) => {
    await gotoHydrated(page);
    await page.mouse.move(600, 300);
    await page.mouse.move(600, -5);
    await page.evaluate(() =>
      document.dispatchEvent(
        new MouseEvent("mouseout", {
          clientX: 600,
          clientY: -1,
          relatedTarget: null,
          bubbles: true,
        }),
      ),
    );
    await expect(popup(page)).toBeVisible();
  });

  test("traps focus, locks the page scroll and closes on Escape, once per session", async ({
    page,
  }) => {
    await openAfterIdle(page);
    const dialog = popup(page);
    await expect(dialog.getByRole("button", { name: exitIntentPopup.close })).toBeFocused();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const shown = () =>
      page.evaluate((key) => sessionStorage.getItem(key), EXIT_INTENT_SESSION_KEY);
    const firstShown = await shown();
    expect(firstShown).not.toBeNull();

    await page.reload();
    await holdClock(page);
    await page.clock.runFor(LONGEST_IDLE_MS * 2);
    await expect(popup(page)).toBeHidden();
  });

  test("sends both payloads, thanks the visitor and moves to the thank-you page", async ({
    page,
    request,
  }) => {
    await openAfterIdle(page);
    const email = uniqueEmail("ok");
    const dialog = await fillPopup(page, email);
    await dialog.getByRole("button", { name: exitIntentPopup.submit }).click();
    await expect(dialog.getByText(POPUP_SUCCESS)).toBeVisible();
    // The clock runs on: the thanks stays a moment, then the thank-you page follows.
    await expect(page).toHaveURL(gasAuditThankYouPath("report"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      thankYouVariant("report").hero.title,
    );

    // One post from the browser; the server relays it to both hooks under one lead id.
    const records = await deliveriesFor(request, email, 2);
    const lead = records.find((r) => r.path === "/hooks/exit-intent");
    const report = records.find((r) => r.path === "/hooks/audit");
    expect(lead?.idempotencyKey).toBeTruthy();
    expect(report?.idempotencyKey).toBe(lead?.idempotencyKey);
    expect(lead?.contentType).toBe("application/json");
    expect(lead?.body).toBe(expectedBody("exit-intent", "exit-intent", popupTyped(email)));
    expect(report?.contentType).toBe("application/json");
    expect(report?.body).toBe(expectedBody("exit-intent", "audit", popupTyped(email)));
  });

  test("says what is wrong with invalid input and sends nothing", async ({ page, request }) => {
    await openAfterIdle(page);
    const email = uniqueEmail("ok");
    const dialog = await fillPopup(page, email);
    await dialog.getByLabel("Phone").fill("0207 946 0958");
    await dialog.getByRole("button", { name: exitIntentPopup.submit }).click();
    await expect(dialog.getByRole("status")).toHaveText(POPUP_INVALID);
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expectNothingDelivered(request, email);
    expect(await recordsFor(request, email)).toHaveLength(0);
  });

  for (const failure of [{ status: 500 }, "unreachable"] as const) {
    const name = typeof failure === "string" ? failure : `answering ${failure.status}`;
    test(`a lead API ${name} shows the failure and keeps the values`, async ({ page }) => {
      await breakLeadApi(page, failure);
      await openAfterIdle(page);
      const email = uniqueEmail("ok");
      const dialog = await fillPopup(page, email);
      await dialog.getByRole("button", { name: exitIntentPopup.submit }).dblclick();
      await expect(dialog.getByRole("status")).toHaveText(POPUP_FAILURE);
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await expect(dialog.getByLabel(exitIntentPopup.fields.businessName)).toHaveValue(
        "Heat & Flow Ltd",
      );
      await expect(page).toHaveURL(PATH);
    });
  }
});
