/**
 * The phone journeys bench:interaction (interaction.ts) measures, as a visitor takes them with a
 * finger: touch swipes that take the time a swipe takes, then a tap on the control itself
 * (a touch at its centre: no pointer hovers first, nothing waits for the page to settle), then
 * typing at a quick thumb's pace.
 *
 * The page is driven through the DevTools protocol alone (touch and key input, and plain
 * expressions to find a control's box), never through Playwright's locators: a locator installs
 * Playwright's injected script in the page, whose capture listeners for every pointer, touch and
 * mouse event (in two worlds) then run inside each measured tap, work no visitor's phone does.
 */
import type { CDPSession, Page } from "@playwright/test";
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
/** How many STILL_MS spans swipeTo waits at most for the page to stand still. */
const MAX_LOOKS = 20;
/** Where a scrolled-to control ends up: a third of the way down the screen, under the thumb. */
const TARGET_FROM_TOP = 1 / 3;

/**
 * A control, found in the page by a plain expression: a button by the start of its text, or a
 * form field by its label's whole text, as a visitor reads them.
 */
type Control = { button: string } | { field: string };

/** The expression that yields the control's element in the page (or null). */
function find(control: Control): string {
  return "button" in control
    ? `[...document.querySelectorAll("button")].find((b) => b.textContent.trim().startsWith(${JSON.stringify(control.button)}))`
    : `[...document.querySelectorAll("label")].find((l) => l.textContent.trim() === ${JSON.stringify(control.field)})?.control`;
}

async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", {
    expression,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
  return result.value as T;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The control's box on screen now. */
async function boxOf(cdp: CDPSession, control: Control): Promise<Box> {
  const box = await evaluate<Box | null>(
    cdp,
    `(() => { const r = (${find(control)})?.getBoundingClientRect(); return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null; })()`,
  );
  if (!box) throw new Error(`no ${JSON.stringify(control)} in the page`);
  return box;
}

/** Waits, checking every 100 ms, until the expression is true in the page. */
async function until(cdp: CDPSession, expression: string, what: string, timeoutMs = 5_000) {
  const ok = await evaluate<boolean>(
    cdp,
    `new Promise((done) => { const t0 = performance.now(); const check = () => { if (${expression}) done(true); else if (performance.now() - t0 > ${timeoutMs}) done(false); else setTimeout(check, 100); }; check(); })`,
  );
  if (!ok) throw new Error(`${what} within ${timeoutMs} ms`);
}

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
async function swipeTo(page: Page, cdp: CDPSession, target: Control) {
  const height = page.viewportSize()?.height ?? 844;
  for (let swipe = 0; swipe < MAX_SWIPES; swipe += 1) {
    const box = await boxOf(cdp, target);
    if (box.y >= 0 && box.y + box.height <= height) break;
    const distance = Math.min(box.y - height * TARGET_FROM_TOP, height * 0.7);
    await swipeUp(page, cdp, distance);
  }
  // A fling's last frames move a pixel or two, some frames not at all: still means unmoved for
  // STILL_MS. A tap while the page still glides stops the glide and is no click, on a phone too.
  for (let look = 0; look < MAX_LOOKS; look += 1) {
    const still = await evaluate<boolean>(
      cdp,
      `new Promise((done) => { const before = scrollY; setTimeout(() => done(scrollY === before), ${STILL_MS}); })`,
    );
    if (still) return;
  }
  throw new Error(`swipeTo: the page still moved after ${MAX_LOOKS * STILL_MS} ms`);
}

/** A finger on the control's centre, as it is on screen now. */
async function tapDirectly(page: Page, cdp: CDPSession, target: Control) {
  await swipeTo(page, cdp, target);
  const box = await boxOf(cdp, target);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function tapAndType(page: Page, cdp: CDPSession, label: string, text: string) {
  await tapDirectly(page, cdp, { field: label });
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Until a field of the page is marked invalid (the form's answer to a Send). */
const untilAFieldIsInvalid = (cdp: CDPSession) =>
  until(cdp, `document.querySelector('[aria-invalid="true"]')`, "no field was marked invalid");

/**
 * Until the field labelled `label`, which the journey never touched, is marked invalid: only the
 * Send's check of the whole form marks it, so the Send was taken, not only a field left for it.
 */
const untilSendChecked = (cdp: CDPSession, label: string) =>
  until(
    cdp,
    `(${find({ field: label })})?.getAttribute("aria-invalid") === "true"`,
    `the Send was not taken: ${label} was not marked invalid`,
  );

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

export const journeys: Journey[] = [
  {
    name: "phone menu: tap Open menu",
    path: "/",
    drawn: ["menu"],
    run: async (page, cdp) => {
      await tapDirectly(page, cdp, { button: "Open menu" });
      await until(cdp, `document.querySelector("dialog[open]")`, "the menu did not open");
    },
  },
  {
    name: "contact: tap Send on the empty form",
    path: "/contact",
    drawn: ["message"],
    run: async (page, cdp) => {
      await tapDirectly(page, cdp, { button: "Send" });
      await untilAFieldIsInvalid(cdp);
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
      await tapDirectly(page, cdp, { button: "Send" });
      await untilSendChecked(cdp, "Subject");
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
