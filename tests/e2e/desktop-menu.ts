import { menuLabels } from "../../app/site-map/navigation";
import { expect, type Page } from "./fixtures";

/** The header's desktop menu bar, an island (components/layout/desktop-nav.tsx). */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/**
 * Starts the desktop menu's island the way a keyboard does, by focusing one of its prerendered
 * buttons, and waits until it has hydrated, closed, with focus still on the same button. Focus,
 * not hover: a pointer left on a trigger would open its menu.
 */
export async function startDesktopMenu(page: Page, focusOn: string = menuLabels.services) {
  const nav = mainNav(page);
  const trigger = nav.getByRole("button", { name: focusOn });
  await trigger.focus();
  await expect(page.locator('[data-island="desktop-nav"]')).toHaveAttribute(
    "data-island-state",
    "ready",
  );
  await expect(trigger).toHaveAttribute("data-state", "closed");
  await expect(trigger).toBeFocused();
  return nav;
}
