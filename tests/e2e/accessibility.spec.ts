import { CONTACT_SUCCESS, POPUP_INVALID } from "../../lead-forms/messages";
import { menuLabels, serviceLinks } from "../../app/site-map/navigation";
import { BRIEF_MESSAGES } from "../support/brief-messages";
import { axeViolations } from "./axe";
import { startDesktopMenu } from "./desktop-menu";
import { expect, QUICKLY, test, type Page } from "./fixtures";
import { startFormIsland } from "./form-islands";
import { gotoHydrated, LONGEST_IDLE_MS, openAfterIdle } from "./exit-intent-page";
import { breakLeadApi } from "./lead-api";
import { suppressPopup } from "./no-popup";
import { uniqueEmail } from "./receiver-client";
import { copy } from "./site-copy";
import { BOTH_VIEWPORTS } from "./viewports";

// Every page's first view is read by axe in page-sweep.spec.ts (on the phone, and a page of each
// kind at 1280 px): here are the states a visitor opens and the keyboard's and pointer's rules.
test("the open drawer has no violations @phone", async ({ page }) => {
  await page.goto("/ai-agents/voice-ai");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  // Sections are native <details>: their <summary> has no ARIA button role to find it by.
  await drawer.locator("summary", { hasText: menuLabels.services }).click();
  await expect(drawer.getByRole("link", { name: serviceLinks[0]?.label })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("an open dropdown has no violations @desktop", async ({ page }) => {
  await page.goto("/");
  const nav = await startDesktopMenu(page, menuLabels.agents);
  const trigger = nav.getByRole("button", { name: menuLabels.agents });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(await axeViolations(page)).toEqual([]);
});

// At both widths, as each shows it: a sheet along the foot of a phone, a dialog on a desktop.
test("the open exit-intent popup, with its errors, has no violations", async ({
  page,
}, testInfo) => {
  // The clock runs only once the popup's island is live: its idle timer is set from then.
  await openAfterIdle(page);
  const popup = page.getByRole("dialog");
  const foot = page.viewportSize()?.height ?? 0;
  // Once its slide-in is over.
  const bottom = expect.poll(async () => {
    const box = await popup.boundingBox();
    return box ? Math.round(box.y + box.height) : 0;
  }, QUICKLY);
  if (testInfo.project.name === "phone") await bottom.toBe(foot);
  else await bottom.toBeLessThan(foot);
  expect(await axeViolations(page)).toEqual([]);
  await popup.getByRole("button", { name: copy.exitIntentPopup.submit }).click();
  await expect(popup.getByRole("status")).toHaveText(POPUP_INVALID);
  expect(await axeViolations(page)).toEqual([]);
});

test("a toast and inline errors have no violations at either width @any-width", async ({
  page,
}) => {
  test.slow();
  await breakLeadApi(page, { status: 503 });
  for (const viewport of BOTH_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    await startFormIsland(page, "contact-form");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText(BRIEF_MESSAGES.nameRequired)).toBeVisible();
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    await form.getByLabel("Name").fill("Alex Morgan");
    await form.getByLabel("Email").fill(uniqueEmail("ok"));
    await form.getByLabel("Subject").fill("Toast check");
    await form.getByLabel("Message").fill("Checking the failure toast is accessible.");
    await form.getByRole("button", { name: "Send Message" }).click();
    // axeViolations waits for its slide-in to finish.
    await expect(page.locator("[data-toast]")).toBeVisible();
    expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    // The failed send kept a draft, which the next load would restore: the other width starts
    // with an empty form too, as a new visitor's does.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
});

test("the skip link is the first stop and jumps to the main content @any-width", async ({
  page,
}) => {
  await page.goto("/ai-integration");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

// At both widths, through each width's own header: the drawer's button, or the menu bar.
test("focus is always visible when moving by keyboard through the header", async ({
  page,
}, testInfo) => {
  const headerControl = testInfo.project.name === "phone" ? "Open menu" : menuLabels.services;
  await page.goto("/");
  const stops: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { what: "body", indicator: "none" };
      const style = getComputedStyle(element);
      const name = element.getAttribute("aria-label") ?? element.textContent;
      return {
        what: `${element.tagName} ${name?.trim().slice(0, 30)}`,
        indicator: style.outlineStyle === "none" ? style.boxShadow : style.outlineStyle,
      };
    });
    stops.push(focused.what);
    expect(focused.indicator, focused.what).not.toBe("none");
  }
  expect(
    stops.some((stop) => stop.includes(headerControl)),
    stops.join(", "),
  ).toBe(true);
});

test("the contact form can be completed by keyboard alone, errors announced @any-width", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").focus();
  await page.keyboard.type("Alex Morgan");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-an-email");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keyboard only");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Sent without touching a mouse.");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("link", { name: "privacy notice" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  const email = form.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(BRIEF_MESSAGES.invalidEmail);
  await expect(email).toBeFocused();
  await email.fill(uniqueEmail("ok"));
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText(CONTACT_SUCCESS);
});

test("the popup traps focus and gives it back when closed @any-width", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page);
  const firstName = page.getByRole("form", { name: "Audit request" }).getByLabel("First name");
  await firstName.focus();
  await page.clock.runFor(LONGEST_IDLE_MS);
  const popup = page.getByRole("dialog");
  await expect(popup).toBeVisible();
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  // Radix hands focus back on the next tick, and this page's clock only moves when told to.
  await page.clock.runFor(50);
  await expect(firstName).toBeFocused();
});

test("controls are at least 24 by 24 pixels at either width @any-width", async ({ page }) => {
  await suppressPopup(page);
  for (const path of ["/", "/contact", "/free-google-visibilty-audit-for-gas-eningeers"]) {
    await page.goto(path);
    for (const viewport of BOTH_VIEWPORTS) {
      await page.setViewportSize(viewport);
      expect(await smallControls(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});

/** Controls a finger or pointer could miss: under 24 px either way, outside running text. */
function smallControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, textarea, select")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hidden = box.width === 0 || element.closest("[aria-hidden='true']");
        // Links inside running text are exempt (WCAG 2.5.8 inline exception).
        const inline = element.tagName === "A" && getComputedStyle(element).display === "inline";
        return !hidden && !inline && (box.width < 24 || box.height < 24);
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`),
  );
}

test.describe("with reduced motion @any-width", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing animates and scrolling is instant", async ({ page }) => {
    await page.goto("/");
    const animated = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getTiming().duration ?? 0) > 1).length,
    );
    expect(animated).toBe(0);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe("auto");
  });
});
