import { test as withoutScripts } from "@playwright/test";
import * as menu from "../../app/site-map/navigation";
import { expect, test } from "./fixtures";
import { labelOf } from "./menu-labels";
import { openDrawer, section } from "./mobile-drawer";

// The phone menu's links: its sections, the page it marks, where it leads, and the footer's links
// that stand in for it without scripts. How it opens: mobile-menu-opening.spec.ts.
const SERVICES = menu.serviceLinks.map((link) => link.label);
const AGENTS = menu.agentLinks.map((link) => link.label);

test.describe("phone menu links @phone", () => {
  test("expands each section independently, marks the page and navigates", async ({ page }) => {
    await page.goto("/");
    const { drawer } = await openDrawer(page);
    await expect(
      drawer.getByRole("link", { name: menu.homeLink.label, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const services = section(drawer, menu.menuLabels.services);
    const agents = section(drawer, menu.menuLabels.agents);
    await expect(drawer.getByRole("link", { name: labelOf("/ai-integration") })).toBeHidden();
    await services.summary.click();
    for (const name of SERVICES) await expect(drawer.getByRole("link", { name })).toBeVisible();
    await agents.summary.click();
    await expect(drawer.getByRole("link", { name: menu.agentsOverviewLink.label })).toBeVisible();
    for (const name of AGENTS) await expect(drawer.getByRole("link", { name })).toBeVisible();
    // Collapsing one section leaves the other open.
    await services.summary.click();
    await expect(services.details).not.toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: labelOf("/ai-integration") })).toBeHidden();
    await expect(drawer.getByRole("link", { name: labelOf("/ai-agents/voice-ai") })).toBeVisible();
    await expect(drawer.getByRole("link", { name: menu.freeAuditLink.label })).toBeVisible();
    await expect(drawer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

    await drawer.getByRole("link", { name: labelOf("/ai-agents/voice-ai") }).click();
    await expect(page).toHaveURL("/ai-agents/voice-ai");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    const there = await openDrawer(page);
    await expect(
      there.drawer.getByRole("link", { name: labelOf("/ai-agents/voice-ai") }),
    ).toHaveAttribute("aria-current", "page");
    await expect(
      there.drawer.getByRole("link", { name: menu.homeLink.label, exact: true }),
    ).not.toHaveAttribute("aria-current");

    // Back shows the page the visitor left, not the menu they left it by.
    await page.keyboard.press("Escape");
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("opens on a service page with Services expanded and the page marked", async ({ page }) => {
    await page.goto("/ai-integration");
    const { drawer } = await openDrawer(page);
    await expect(section(drawer, menu.menuLabels.services).details).toHaveAttribute("open");
    await expect(section(drawer, menu.menuLabels.agents).details).not.toHaveAttribute("open");
    await expect(drawer.getByRole("link", { name: labelOf("/ai-integration") })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("opens on an agent page with its section expanded and marked", async ({ page }) => {
    await page.goto("/ai-agents/aftercare");
    const { drawer } = await openDrawer(page);
    await expect(section(drawer, menu.menuLabels.agents).details).toHaveAttribute("open");
    await expect(
      drawer.getByRole("link", { name: labelOf("/ai-agents/aftercare") }),
    ).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: menu.freeAuditLink.label }).click();
    await expect(page).toHaveURL("/free-audit");
  });
});

withoutScripts.describe("phone menu without scripts @phone", () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts("the menu button becomes a link to the footer's links", async ({ page }) => {
    await page.goto("/ai-integration");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Site links" }).click();
    await expect(page).toHaveURL("/ai-integration#site-links");
    await expect(
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: menu.contactLink.label, exact: true }),
    ).toBeInViewport();
  });
});
