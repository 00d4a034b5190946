/**
 * The phone journeys bench:interaction (interaction.ts) measures, as a visitor takes them with a
 * finger: touch swipes that take the time a swipe takes, then a tap on the control itself
 * (a touch at its centre: no pointer hovers first, nothing waits for the page to settle), then
 * typing at a quick thumb's pace.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import type { DrawnKind } from "./interaction-recorder";

/** A person typing quickly on a phone: what each keystroke's interaction competes with. */
const KEY_DELAY_MS = 50;
/** A swipe's pace: the finger moves this far each frame (about 1,200 px a second). */
const SWIPE_STEP_PX = 20;
const FRAME_MS = 16;
/** More than any page here needs to bring its form on screen. */
const MAX_SWIPES = 8;
/** How long the page must not move after a swipe before the finger taps (swipeTo). */
const STILL_MS = 250;
/** Where a scrolled-to control ends up: a third of the way down the screen, under the thumb. */
const TARGET_FROM_TOP = 1 / 3;

export interface Journey {
  name: string;
  path: string;
  /** What the visitor waits to see drawn after each touch (interaction-recorder.ts). */
  drawn: DrawnKind[];
  run: (page: Page, cdp: CDPSession) => Promise<void>;
}

/** One swipe: a finger dragged up the screen at a swipe's speed, then lifted. */
async function swipeUp(page: Page, cdp: CDPSession, distance: number) {
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  const x = Math.round(width / 2);
  const from = Math.round(height * 0.85);
  const steps = Math.max(1, Math.round(distance / SWIPE_STEP_PX));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= steps; step += 1) {
    // The finger's pace: one step a frame.
    await page.waitForTimeout(FRAME_MS);
    const y = Math.round(from - (distance * step) / steps);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * Swipes until the control is about a third of the way down the screen, if it is not on screen
 * (Chromium's synthetic touch scroll gesture does not scroll a headless page; touch events do),
 * then waits until the page has stopped moving, as a visitor waits before tapping.
 */
async function swipeTo(page: Page, cdp: CDPSession, target: Locator) {
  const height = page.viewportSize()?.height ?? 844;
  for (let swipe = 0; swipe < MAX_SWIPES; swipe += 1) {
    const box = await target.boundingBox();
    if (!box) throw new Error("swipeTo: the control has no box");
    if (box.y >= 0 && box.y + box.height <= height) break;
    const distance = Math.min(box.y - height * TARGET_FROM_TOP, height * 0.7);
    await swipeUp(page, cdp, distance);
  }
  // A fling's last frames move a pixel or two, some frames not at all: still means unmoved for
  // STILL_MS. A tap while the page still glides stops the glide and is no click, on a phone too.
  await page.waitForFunction(
    (stillMs) =>
      new Promise<boolean>((resolve) => {
        const before = scrollY;
        setTimeout(() => resolve(scrollY === before), stillMs);
      }),
    STILL_MS,
  );
}

/** A finger on the control's centre, as it is on screen now. */
async function tapDirectly(page: Page, cdp: CDPSession, target: Locator) {
  await swipeTo(page, cdp, target);
  const box = await target.boundingBox();
  if (!box) throw new Error("tapDirectly: the control has no box");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function tapAndType(page: Page, cdp: CDPSession, label: string, text: string) {
  await tapDirectly(page, cdp, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

export const journeys: Journey[] = [
  {
    name: "phone menu: tap Open menu",
    path: "/",
    drawn: ["menu"],
    run: async (page, cdp) => {
      await tapDirectly(page, cdp, page.getByRole("button", { name: "Open menu" }));
      await page.getByRole("dialog").waitFor({ state: "visible", timeout: 5_000 });
    },
  },
  {
    name: "contact: tap Send on the empty form",
    path: "/contact",
    drawn: ["message"],
    run: async (page, cdp) => {
      await tapDirectly(page, cdp, page.getByRole("button", { name: /Send/ }));
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 5_000 });
    },
  },
  {
    name: "contact: tap fields, type, send invalid",
    path: "/contact",
    drawn: ["focus", "typed", "message"],
    run: async (page, cdp) => {
      await tapAndType(page, cdp, "Name", "Gareth Price");
      await tapAndType(page, cdp, "Email", "gareth@example");
      await tapAndType(page, cdp, "Message", "Hi");
      await tapDirectly(page, cdp, page.getByRole("button", { name: /Send/ }));
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 5_000 });
    },
  },
  // No "tap Send on the empty form" here: the £99 form's button is disabled until the form is
  // valid (spec §4), so such a tap has no result to draw.
  {
    name: "£99: swipe to the form, tap First name, type",
    path: AUDIT_PATH,
    drawn: ["focus", "typed"],
    run: async (page, cdp) => {
      await tapAndType(page, cdp, "First name", "Gareth");
      await tapAndType(page, cdp, "Last name", "Price");
      await tapAndType(page, cdp, "Email", "gareth@example.com");
    },
  },
];
