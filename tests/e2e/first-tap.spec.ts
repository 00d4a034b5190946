/**
 * Every island's first tap acts, once (issue 36). A tap that starts an island, or comes while its
 * script is on its way, is either the browser's to handle (a link, a field, a form's submit) or
 * held by the loader and replayed when the island is ready (app/islands/held-clicks.ts). Each
 * test holds the island's script back until after the tap, the slowest network there is, and
 * then proves the tap did its one thing: a second run of it would undo it (a menu shut again, a
 * carousel two cards along).
 */
import { menuLabels } from "../../app/site-map/navigation";
import { expectNothingWithin } from "../support/quiet-period";
import { mainNav } from "./desktop-menu";
import { expect, QUICKLY, test, type Locator } from "./fixtures";
import { holdIslandScript } from "./islands";
import { suppressPopup } from "./no-popup";
import { copy } from "./site-copy";
import { PHONE_VIEWPORT } from "./viewports";

const AUDIT_PATH = "/free-google-visibilty-audit-for-gas-eningeers";

// Where each island's first tap is proved, or why it has none:
// - desktop-nav: here, the Services and AI Agents menus by touch and mouse at 1024 and 1280 px;
// - testimonial-carousel: here, Next by touch at 390 px and by mouse at 1024 px;
// - contact-form, gas-audit-form: form-islands.spec.ts (a tap in a field types, a Send tapped or
//   clicked waits for the island and is sent once);
// - cookie-banner: not in the e2e build (no VITE_GTM_ID); its buttons are held like any other,
//   and so is the footer's "Cookie settings", which names it (app/islands/held-clicks.test.ts,
//   app/features/analytics/cookie-banner-island.test.tsx);
// - countdown, booking-embed, exit-intent, not-found-log: nothing to tap before they act (a clock,
//   a link, a popup their script renders, a console line).

/** Fails if what `read` returns changes from `value` within the time a second replay would take. */
async function expectToStay(read: () => Promise<unknown>, value: unknown) {
  await expectNothingWithin(
    600,
    async () => {
      const now = await read();
      return now === value ? [] : [now];
    },
    { what: "second action" },
  );
}

async function firstTap(target: Locator, input: "touch" | "mouse") {
  if (input === "touch") await target.tap();
  else await target.click();
}

/**
 * Counts the clicks that reach `target`'s node from now on, seen before any listener of the page
 * (the loader's hold included): the visitor's own, and each one the loader dispatches again.
 */
async function countClicks(target: Locator): Promise<() => Promise<number | undefined>> {
  await target.evaluate((node) => {
    const seen = { count: 0 };
    (window as Window & { clicksSeen?: typeof seen }).clicksSeen = seen;
    window.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Node && node.contains(event.target)) seen.count += 1;
      },
      true,
    );
  });
  return () =>
    target
      .page()
      .evaluate(() => (window as Window & { clicksSeen?: { count: number } }).clicksSeen?.count);
}

// Touch on a tablet held sideways (1024 px, the narrowest with the bar) and on a larger one
// (1280 px); a mouse at both. A tap that reached the island and did nothing would still end with
// the menu open a moment later (the bar opens the menu under a resting pointer, and a finger's
// tap leaves one), so each test also counts the click the loader dispatches again: exactly one.
for (const width of [1024, 1280]) {
  for (const input of ["touch", "mouse"] as const) {
    test.describe(`the desktop menu bar at ${width} px, by ${input}`, () => {
      test.use({ viewport: { width, height: 800 }, hasTouch: input === "touch" });

      for (const label of [menuLabels.services, menuLabels.agents]) {
        test(`${label} opens on the first ${input === "touch" ? "tap" : "click"} @any-width`, async ({
          page,
        }) => {
          await suppressPopup(page);
          const script = await holdIslandScript(page, "desktop-nav");
          await page.goto("/");
          const trigger = mainNav(page).getByRole("button", { name: label });
          const clicks = await countClicks(trigger);
          await firstTap(trigger, input);
          await expect.poll(script.requested).toBe(true);
          await expect(trigger).toHaveAttribute("aria-expanded", "false");
          expect(await clicks(), "the visitor's click, held").toBe(1);

          await script.release();
          await expect(trigger).toHaveAttribute("aria-expanded", "true");
          await expect(mainNav(page).getByRole("link").first()).toBeVisible();
          await expectToStay(() => trigger.getAttribute("aria-expanded"), "true");
          expect(await clicks(), "the held click, dispatched again once").toBe(2);
        });
      }
    });
  }
}

// A phone's finger at 390 px, a mouse at 1024 px (from 1280 px the three cards all fit, and the
// carousel has nowhere to move).
for (const { input, viewport } of [
  { input: "touch", viewport: PHONE_VIEWPORT },
  { input: "mouse", viewport: { width: 1024, height: 800 } },
] as const) {
  test.describe(`the testimonial carousel by ${input}`, () => {
    test.use({ viewport, hasTouch: input === "touch" });

    test(`the carousel's Next moves one card on the first ${input === "touch" ? "tap" : "click"} @any-width`, async ({
      page,
    }) => {
      await suppressPopup(page);
      // Instant moves: a smooth scroll would pass through one card on its way to two.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const script = await holdIslandScript(page, "testimonial-carousel");
      await page.goto(AUDIT_PATH);
      const carousel = page.getByRole("region", { name: copy.gasAuditPage.testimonials.heading });
      const next = carousel.getByRole("button", { name: "Next testimonial" });
      await next.scrollIntoViewIfNeeded();
      await expect.poll(script.requested).toBe(true);
      const strip = carousel.locator("[data-carousel-viewport]");
      const card = await carousel
        .getByRole("group")
        .first()
        .evaluate((slide) => slide.clientWidth);
      await firstTap(next, input);
      await expect(strip).toHaveJSProperty("scrollLeft", 0);

      await script.release();
      await expect(carousel.getByRole("button", { name: "Previous testimonial" })).toBeEnabled();
      const scrolled = () => strip.evaluate((viewport) => Math.round(viewport.scrollLeft));
      await expect.poll(scrolled, QUICKLY).toBe(card);
      await expectToStay(scrolled, card);
    });
  });
}
