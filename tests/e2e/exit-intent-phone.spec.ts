import {
  MOBILE_IDLE_MS,
  NEAR_TOP_PX,
  SCROLL_UP_DISTANCE_PX,
} from "../../app/features/exit-intent/exit-intent-triggers";
import { LEAD_SENT_KEY } from "../../app/lib/lead-session";
import { expect, QUICKLY, test } from "./fixtures";
import {
  expectNotTriggered,
  expectTriggered,
  gotoWithClockHeld,
  LONGEST_IDLE_MS,
  popup,
  scrollTo,
  exitIntentPopup,
} from "./exit-intent-page";

test.describe("on a phone @phone", () => {
  test("opens after 12 s without activity, as a bottom sheet", async ({ page }) => {
    await gotoWithClockHeld(page);
    // Activity starts the wait again: the listeners are live, and the wait counts from here.
    await page.keyboard.press("Shift");
    await page.clock.runFor(MOBILE_IDLE_MS - 1);
    await expectNotTriggered(page);
    await page.clock.runFor(1);
    await expectTriggered(page);
    await page.clock.resume();
    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box ? Math.round(box.y + box.height) : 0;
      }, QUICKLY)
      .toBe(844);
    await dialog.getByRole("button", { name: exitIntentPopup.close }).click();
    await expect(dialog).toBeHidden();
  });

  // The clock is held so that the idle timer stays out of these.
  test("opens when the visitor scrolls quickly back to the top", async ({ page }) => {
    await gotoWithClockHeld(page);
    await scrollTo(page, 1200);
    await expectNotTriggered(page);
    await scrollTo(page, NEAR_TOP_PX);
    await expectTriggered(page);
    await page.clock.resume();
    await expect(popup(page)).toBeVisible();
  });

  test("a small scroll up does not open it", async ({ page }) => {
    await gotoWithClockHeld(page);
    await scrollTo(page, SCROLL_UP_DISTANCE_PX);
    await scrollTo(page, 0);
    await expectNotTriggered(page);
  });
});

test("never opens after a lead was sent in this session @any-width", async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), LEAD_SENT_KEY);
  await gotoWithClockHeld(page);
  await page.keyboard.press("Shift");
  await page.clock.runFor(LONGEST_IDLE_MS * 2);
  await expectNotTriggered(page);
});
