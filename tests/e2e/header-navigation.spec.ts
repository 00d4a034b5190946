import * as menu from "../../app/site-map/navigation";
import { holdClock } from "./clock";
import { mainNav, startDesktopMenu } from "./desktop-menu";
import { labelOf } from "./menu-labels";
import { expect, test, type Page } from "./fixtures";
import { containing } from "./text-pattern";

/** The brief's: the menu opens 200 ms after hover (components/layout/desktop-nav-menu.tsx). */
const MENU_OPEN_DELAY_MS = 200;

const SERVICES = menu.serviceLinks.map((link) => link.label);
const AGENTS = menu.agentLinks.map((link) => link.label);

const startsWith = (name: string) => new RegExp(`^${containing(name).source}`);

/** Every script the page requests from here on, by path. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("desktop header @desktop", () => {
  test("the menu's code loads when the pointer comes to it, and Services opens on hover", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.filter((path) => path.includes("desktop-nav"))).toEqual([]);

    const nav = mainNav(page);
    // The pointer arrives on the prerendered button and stays: the menu opens once it has loaded.
    await nav.getByRole("button", { name: menu.menuLabels.services }).hover();
    for (const name of SERVICES) {
      await expect(nav.getByRole("link", { name: startsWith(name) })).toBeVisible();
    }
    expect(scripts.some((path) => path.includes("desktop-nav"))).toBe(true);
    await nav.getByRole("link", { name: startsWith(labelOf("/database-reactivation")) }).click();
    await expect(page).toHaveURL("/database-reactivation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the dropdown waits 200 ms before opening and closes after the pointer leaves", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const nav = await startDesktopMenu(page);
    const trigger = nav.getByRole("button", { name: menu.menuLabels.agents });
    await holdClock(page);
    await trigger.hover();
    await page.clock.runFor(MENU_OPEN_DELAY_MS - 1);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(1);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.clock.resume();
    await page.mouse.move(640, 700, { steps: 5 });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("the AI Agents dropdown is keyboard operable from the first focus", async ({ page }) => {
    await page.goto("/");
    // Focus lands on the prerendered button, which hydration keeps, focused.
    const nav = await startDesktopMenu(page, menu.menuLabels.agents);
    const trigger = nav.getByRole("button", { name: menu.menuLabels.agents });
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(
      nav.getByRole("link", { name: startsWith(menu.agentsOverviewLink.label) }),
    ).toBeVisible();
    for (const name of AGENTS) {
      await expect(nav.getByRole("link", { name: startsWith(name) })).toBeVisible();
    }
    await page.keyboard.press("ArrowDown");
    await expect(
      nav.getByRole("link", { name: startsWith(menu.agentsOverviewLink.label) }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/ai-agents");
  });

  test("Tab reaches the menu bar and Escape closes an open dropdown", async ({ page }) => {
    await page.goto("/contact");
    const nav = mainNav(page);
    const services = nav.getByRole("button", { name: menu.menuLabels.services });
    // Skip link, logo, then the first menu button.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Tab");
    await expect(services).toHaveAttribute("data-state", "closed");
    await expect(services).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
    await expect(nav.getByRole("link", { name: menu.contactLink.label })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Free Audit leads to the audit page", async ({ page }) => {
    await page.goto("/ai-integration");
    await page.getByRole("banner").getByRole("link", { name: menu.freeAuditLink.label }).click();
    await expect(page).toHaveURL("/free-audit");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});
