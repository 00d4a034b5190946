import { site } from "../../app/config/site";
import * as menu from "../../app/site-map/navigation";
import { holdClock } from "./clock";
import { expect, test, type Page } from "./fixtures";
import { containing } from "./text-pattern";

/** The brief's: the menu opens 200 ms after hover (components/layout/desktop-nav-menu.tsx). */
const MENU_OPEN_DELAY_MS = 200;

const SERVICES = menu.serviceLinks.map((link) => link.label);
const AGENTS = menu.agentLinks.map((link) => link.label);

/** The menu's name for the page at `path`. */
function labelOf(path: string): string {
  const link = [...menu.serviceLinks, ...menu.agentLinks].find(
    (candidate) => candidate.href === path,
  );
  if (!link) throw new Error(`No menu link to ${path}`);
  return link.label;
}
const startsWith = (name: string) => new RegExp(`^${containing(name).source}`);

/**
 * The page first shows a static copy of the menu bar; the Radix menu takes its place right after
 * hydration on wide screens. Its triggers carry data-state, the static ones do not.
 */
async function menuReady(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: menu.menuLabels.services })).toHaveAttribute(
    "data-state",
    "closed",
  );
  return nav;
}

test.describe("desktop header @desktop", () => {
  test("the Services dropdown opens on hover and lists the six services", async ({ page }) => {
    await page.goto("/");
    const nav = await menuReady(page);
    await nav.getByRole("button", { name: menu.menuLabels.services }).hover();
    for (const name of SERVICES) {
      await expect(nav.getByRole("link", { name: startsWith(name) })).toBeVisible();
    }
    await nav.getByRole("link", { name: startsWith(labelOf("/database-reactivation")) }).click();
    await expect(page).toHaveURL("/database-reactivation");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the dropdown waits 200 ms before opening and closes after the pointer leaves", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    const nav = await menuReady(page);
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

  test("the AI Agents dropdown is keyboard operable", async ({ page }) => {
    await page.goto("/");
    const nav = await menuReady(page);
    const trigger = nav.getByRole("button", { name: menu.menuLabels.agents });
    await trigger.focus();
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
    await page.keyboard.press("Escape");
  });

  test("Free Audit leads to the audit page", async ({ page }) => {
    await page.goto("/ai-integration");
    await page.getByRole("banner").getByRole("link", { name: menu.freeAuditLink.label }).click();
    await expect(page).toHaveURL("/free-audit");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile drawer @phone", () => {
  test("phones never download the desktop menu, and get the drawer only when asked", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.filter((path) => path.includes("desktop-nav-menu"))).toEqual([]);
    expect(scripts.filter((path) => path.includes("mobile-drawer"))).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(scripts.some((path) => path.includes("mobile-drawer"))).toBe(true);
  });

  test("opens, expands each section independently and navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // A left drawer, 20rem wide, once its slide-in has finished.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(320);

    await expect(
      drawer.getByRole("link", { name: menu.homeLink.label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(drawer.getByRole("link", { name: labelOf("/ai-integration") })).toBeHidden();
    await drawer.getByRole("button", { name: menu.menuLabels.services }).click();
    for (const name of SERVICES) await expect(drawer.getByRole("link", { name })).toBeVisible();
    await drawer.getByRole("button", { name: menu.menuLabels.agents }).click();
    await expect(drawer.getByRole("link", { name: menu.agentsOverviewLink.label })).toBeVisible();
    for (const name of AGENTS) await expect(drawer.getByRole("link", { name })).toBeVisible();
    // Collapsing one section leaves the other open.
    await drawer.getByRole("button", { name: menu.menuLabels.services }).click();
    await expect(drawer.getByRole("link", { name: labelOf("/ai-integration") })).toBeHidden();
    await expect(drawer.getByRole("link", { name: labelOf("/ai-agents/voice-ai") })).toBeVisible();
    await expect(drawer.getByRole("link", { name: menu.freeAuditLink.label })).toBeVisible();
    await expect(drawer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

    await drawer.getByRole("link", { name: labelOf("/ai-agents/voice-ai") }).click();
    await expect(page).toHaveURL("/ai-agents/voice-ai");
    await expect(drawer).toBeHidden();
  });

  test("marks the current page and closes on Escape and on the backdrop", async ({ page }) => {
    await page.goto("/contact");
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await openMenu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByRole("link", { name: menu.contactLink.label })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      drawer.getByRole("link", { name: menu.homeLink.label, exact: true }),
    ).not.toHaveAttribute("aria-current");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();
  });

  test("opens on an agent page with its section expanded and marked", async ({ page }) => {
    await page.goto("/ai-agents/aftercare");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(
      drawer.getByRole("link", { name: labelOf("/ai-agents/aftercare") }),
    ).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: menu.freeAuditLink.label }).click();
    await expect(page).toHaveURL("/free-audit");
  });
});

test("the gas-engineer audit page shows only the logo in its header", async ({ page }) => {
  await page.goto("/free-google-visibilty-audit-for-gas-eningeers");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: site.brand })).toBeVisible();
  await expect(header.getByRole("link")).toHaveCount(1);
  await expect(header.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
});

test("the logo leads home", async ({ page }) => {
  await page.goto("/ai-agents");
  await page.getByRole("banner").getByRole("link", { name: site.brand }).click();
  await expect(page).toHaveURL("/");
});

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("link", { name: labelOf("/ai-agents/reviews-agent") }).first();
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await card.click();
  await expect(page).toHaveURL("/ai-agents/reviews-agent");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
