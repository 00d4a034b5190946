/**
 * The phone journeys bench:interaction (interaction.ts) measures, as a visitor takes them with a
 * finger: a touch scroll that takes the time a swipe takes, then a tap on the control itself
 * (a touch at its centre: no pointer hovers first, nothing waits for the page to settle), then
 * typing at a quick thumb's pace.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";
import type { DrawnKind } from "./interaction-recorder";

/** A person typing quickly on a phone: what each keystroke's interaction competes with. */
const KEY_DELAY_MS = 50;
/** A swipe's speed, in CSS pixels a second (Chromium's synthetic gesture default is 800). */
const SWIPE_SPEED = 1_200;
/** Where a scrolled-to control ends up: a third of the way down the screen, under the thumb. */
const TARGET_FROM_TOP = 1 / 3;

export interface Journey {
  name: string;
  path: string;
  /** What the visitor waits to see drawn after each touch (interaction-recorder.ts). */
  drawn: DrawnKind[];
  run: (page: Page, cdp: CDPSession) => Promise<void>;
}

/** Swipes until the control is a third of the way down the screen, if it is not on screen. */
async function swipeTo(page: Page, cdp: CDPSession, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("swipeTo: the control or the screen has no size");
  const distance = Math.round(box.y - viewport.height * TARGET_FROM_TOP);
  if (box.y >= 0 && box.y + box.height <= viewport.height) return;
  await cdp.send("Input.synthesizeScrollGesture", {
    x: Math.round(viewport.width / 2),
    y: Math.round(viewport.height * 0.8),
    // Positive scrolls up: the finger moves up to bring what is below into view.
    yDistance: -distance,
    gestureSourceType: "touch",
    speed: SWIPE_SPEED,
  });
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
