import { expect, QUICKLY, test, type Page } from "./fixtures";
import { PHONE_VIEWPORT } from "./viewports";

// A narrow window with a mouse: where the icon-only menu button shows and hovering exists
// (touch screens have no hover, and Tailwind's hover styles rightly do not apply there).
test.use({ viewport: { width: 900, height: 800 }, hasTouch: false });

/**
 * The brief's delay. The app states it only as Tailwind's `delay-700` on the tooltip
 * (components/ui/icon-tooltip.tsx), which a test cannot import.
 */
const BRIEF_TOOLTIP_DELAY_MS = 700;

/** The "Open menu" button and its visible label, which is hidden from assistive technology. */
function menuButtonAndTooltip(page: Page) {
  return {
    button: page.getByRole("button", { name: "Open menu" }),
    tooltip: page.getByText("Open menu", { exact: true }).and(page.locator("[aria-hidden]")),
  };
}

/**
 * Holds the page's CSS animations and transitions where they are (rate 0), or lets them run.
 * The tooltip fades in by a CSS transition, which Playwright's clock does not drive; held, its
 * timing can be read at any moment, however busy the machine.
 */
async function cssAnimationControl(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  return async (running: boolean) => {
    await cdp.send("Animation.setPlaybackRate", { playbackRate: running ? 1 : 0 });
  };
}

test("the menu button's tooltip appears 700 ms after hover or focus, not before @desktop", async ({
  page,
}) => {
  await page.goto("/");
  const { button, tooltip } = menuButtonAndTooltip(page);
  const opacity = () => tooltip.evaluate((node) => Number(getComputedStyle(node).opacity));
  /** The tooltip's opacity when its fade-in has run for `ms` since the hover or focus began. */
  const opacityAfter = (ms: number) =>
    tooltip.evaluate((node, at) => {
      const [fadeIn] = node.getAnimations();
      if (!fadeIn) throw new Error("No fade-in started");
      fadeIn.currentTime = at;
      return Number(getComputedStyle(node).opacity);
    }, ms);
  expect(await opacity()).toBe(0);
  const cssAnimations = await cssAnimationControl(page);

  for (const reveal of [() => button.hover(), () => button.focus()]) {
    await cssAnimations(false);
    await reveal();
    expect(await opacityAfter(0)).toBe(0);
    expect(await opacityAfter(BRIEF_TOOLTIP_DELAY_MS - 1)).toBe(0);
    // Fully shown once the fade that starts at the delay is over.
    await tooltip.evaluate((node) => node.getAnimations()[0]?.finish());
    expect(await opacity()).toBe(1);
    await cssAnimations(true);

    // Gone again once the pointer and the focus have left.
    await page.mouse.move(450, 700);
    await button.blur();
    await expect.poll(opacity, QUICKLY).toBe(0);
  }
});

test.describe("on a touch screen", () => {
  // The file's mouse is replaced by a finger, as the phone project has it.
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true });

  test("a tap opens the menu without the tooltip, nor does it show when the menu gives the focus back @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const { button, tooltip } = menuButtonAndTooltip(page);
    await button.tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    // No fade-in was started: not by the tap's focus, nor by the focus given back.
    expect(await tooltip.evaluate((node) => node.getAnimations().length)).toBe(0);
    expect(await tooltip.evaluate((node) => Number(getComputedStyle(node).opacity))).toBe(0);
  });
});
