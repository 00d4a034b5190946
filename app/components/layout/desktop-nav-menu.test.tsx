import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NavigationMenu } from "radix-ui";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DesktopNavProps } from "./desktop-nav-props";
import { DesktopNav } from "./desktop-nav-menu";

/** What the header gives the island, cut down to a few links. */
const props: DesktopNavProps = {
  currentPath: "/contact",
  label: "Main",
  services: {
    label: "Services",
    links: [{ label: "AI Integration", href: "/ai-integration", description: "Joins things up" }],
  },
  agents: {
    label: "AI Agents",
    links: [{ label: "Overview", href: "/ai-agents" }],
  },
  contact: { label: "Contact", href: "/contact" },
};

/** Radix measures the open menu with ResizeObserver, which jsdom does not have. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", SilentObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What axe's aria-hidden-focus rule flags: in the tab order, yet hidden from assistive technology. */
function hiddenYetTabbable(container: ParentNode) {
  return [...container.querySelectorAll<HTMLElement>("[tabindex]")].filter(
    (element) => element.tabIndex >= 0 && element.closest('[aria-hidden="true"]'),
  );
}

const UPSTREAM_FIXED =
  "Radix no longer renders an aria-hidden, focusable proxy beside the open trigger " +
  "(radix-ui/primitives#3085 looks fixed). Remove useUnhiddenFocusProxy from " +
  "desktop-nav-menu.tsx, this test with it, and mark docs/decisions/0004 superseded.";

describe("Radix NavigationMenu without our patch", () => {
  it("still hides the open trigger's focus proxy from assistive technology", () => {
    render(
      <NavigationMenu.Root value="menu">
        <NavigationMenu.List>
          <NavigationMenu.Item value="menu">
            <NavigationMenu.Trigger>Menu</NavigationMenu.Trigger>
            <NavigationMenu.Content>
              <NavigationMenu.Link href="/somewhere">Somewhere</NavigationMenu.Link>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        </NavigationMenu.List>
        <NavigationMenu.Viewport />
      </NavigationMenu.Root>,
    );

    const proxy = screen.getByRole("button", { name: "Menu" }).nextElementSibling;
    expect(proxy?.matches('[aria-hidden="true"][tabindex="0"]'), UPSTREAM_FIXED).toBe(true);
    expect(hiddenYetTabbable(document.body), UPSTREAM_FIXED).toEqual([proxy]);
  });
});

describe("DesktopNav, the desktop menu island", () => {
  function renderMenu() {
    render(<DesktopNav {...props} />);
    return screen.getByRole("navigation", { name: "Main" });
  }

  it("leaves nothing both focusable and hidden while a menu is open", () => {
    renderMenu();
    for (const name of ["Services", "AI Agents"]) {
      const trigger = screen.getByRole("button", { name });
      fireEvent.click(trigger);
      expect(trigger).toHaveAttribute("aria-expanded", "true");

      const proxy = trigger.nextElementSibling;
      expect(proxy).toHaveAttribute("tabindex", "0");
      expect(proxy).not.toHaveAttribute("aria-hidden");
      expect(hiddenYetTabbable(document.body)).toEqual([]);
    }
  });

  it("unhides only the open trigger's own proxy, nothing else in the menu", () => {
    const nav = renderMenu();
    // Stands for anything else in the menu that is hidden yet focusable: not ours to change.
    const stranger = document.createElement("span");
    stranger.setAttribute("aria-hidden", "true");
    stranger.tabIndex = 0;
    nav.append(stranger);

    const trigger = screen.getByRole("button", { name: "Services" });
    fireEvent.click(trigger);

    expect(trigger.nextElementSibling).not.toHaveAttribute("aria-hidden");
    expect(stranger).toHaveAttribute("aria-hidden", "true");
    for (const chevron of nav.querySelectorAll("button > svg")) {
      expect(chevron).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("still lets Tab carry focus from the open trigger into its menu", async () => {
    const user = userEvent.setup();
    renderMenu();
    const trigger = screen.getByRole("button", { name: "Services" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.tab();
    expect(screen.getByRole("link", { name: /^AI Integration/ })).toHaveFocus();
  });

  it("marks the current page's link with aria-current, with no router to ask", () => {
    renderMenu();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });

  it("is prerendered as the Radix bar itself, and hydration keeps the nodes a visitor touched", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<DesktopNav {...props} />);
    document.body.append(host);
    const prerendered = [...host.querySelectorAll("button")];
    expect(prerendered.map((button) => button.textContent)).toEqual(["Services", "AI Agents"]);
    for (const button of prerendered) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).toHaveAttribute("data-state", "closed");
    }
    expect(host.querySelector('a[href="/contact"]')).toHaveAttribute("aria-current", "page");

    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(host, <DesktopNav {...props} />));
    expect([...host.querySelectorAll("button")]).toEqual(prerendered);
    expect(errors).not.toHaveBeenCalled();
    // The loader replays a click held while the island loaded on the same node: it opens once.
    act(() => prerendered[0]?.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(prerendered[0]).toHaveAttribute("aria-expanded", "true");
    act(() => root.unmount());
    host.remove();
  });
});
