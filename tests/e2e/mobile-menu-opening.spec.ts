import * as menu from "../../app/site-map/navigation";
import { expect, test } from "./fixtures";
import { openDrawer, section } from "./mobile-drawer";

// How the phone menu opens and closes: with no script fetched, in the tap's own frame, as a modal
// drawer over a page that keeps its place. Its links: mobile-menu-links.spec.ts.
test.describe("phone menu @phone", () => {
  test("no script is requested before a visitor touches the page, nor for the menu", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // Pages with no island started untouched (the form pages start their form when idle).
    for (const path of ["/privacy", "/ai-integration"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(scripts, `first view of ${path}`).toEqual([]);
    }
    const { drawer } = await openDrawer(page);
    await section(drawer, menu.menuLabels.agents).summary.click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    // The desktop menu's island, or any other script, never came.
    expect(scripts).toEqual([]);
  });

  test("the menu opens in the frame that answers the tap", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      const steps: string[] = [];
      (window as unknown as { menuSteps: string[] }).menuSteps = steps;
      const drawer = document.querySelector("dialog");
      addEventListener("click", () => steps.push("tap"), { capture: true });
      new MutationObserver(() => {
        if (drawer?.open && !steps.includes("open")) steps.push("open");
      }).observe(document.body, { attributes: true, subtree: true });
      // Every frame shown is a step of its own, so the test sees what each frame drew.
      const frame = () => {
        steps.push("frame");
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const steps = await page.evaluate(() =>
      (window as unknown as { menuSteps: string[] }).menuSteps.filter(
        (step, i, all) => step !== "frame" || all[i - 1] !== "frame",
      ),
    );
    const tap = steps.indexOf("tap");
    expect(steps.slice(tap, tap + 2), steps.join(", ")).toEqual(["tap", "open"]);
  });

  test("opens as a modal left drawer with focus inside, and Escape gives focus back", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const { button, drawer } = await openDrawer(page);
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    // A left drawer, 20rem wide.
    expect((await drawer.boundingBox())?.width).toBe(320);
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    // The page behind holds still.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    // Tab stays in the modal.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      "hidden",
    );
  });

  test("on a phone the page behind the open menu is not drawn, and keeps its place", async ({
    page,
  }) => {
    await page.goto("/");
    // By its tag: while the modal is open, the page behind it is out of the accessibility tree.
    const heading = page.locator("main h2").nth(1);
    await heading.scrollIntoViewIfNeeded();
    const place = () =>
      page.evaluate(() => ({
        scrollY: Math.round(window.scrollY),
        height: document.documentElement.scrollHeight,
      }));
    const drawn = () => heading.evaluate((node) => node.checkVisibility());
    const before = await place();
    expect(await drawn()).toBe(true);

    const { button, drawer } = await openDrawer(page);
    // The backdrop is opaque on a phone, so the page under it is skipped, not restyled.
    expect(await drawn()).toBe(false);
    expect(await place()).toEqual(before);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    expect(await drawn()).toBe(true);
    expect(await place()).toEqual(before);
    await expect(heading).toBeInViewport();

    // Wider, the drawer leaves the page visible beside it, dimmed: it is still drawn there.
    await page.setViewportSize({ width: 768, height: 1024 });
    await openDrawer(page);
    expect(await drawn()).toBe(true);
  });

  test("closes on its close button and on the backdrop, not on a click inside", async ({
    page,
  }) => {
    await page.goto("/contact");
    const { button, drawer } = await openDrawer(page);
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await openDrawer(page);
    // Inside the drawer, below its links: still open.
    await page.mouse.click(160, 700);
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();
    // The page scrolls again, however the menu was closed.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      "hidden",
    );
  });
});
