import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "./desktop-nav";
import type { DesktopNavProps } from "./desktop-nav-props";

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

const props: DesktopNavProps = {
  currentPath: "/contact",
  label: "Main",
  services: { label: "Services", links: [{ label: "AI Integration", href: "/ai-integration" }] },
  agents: { label: "AI Agents", links: [{ label: "Overview", href: "/ai-agents" }] },
  contact: { label: "Contact", href: "/contact" },
};

describe("DesktopNav, the desktop menu island", () => {
  it("is prerendered as the static bar: closed buttons and the current page marked", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<DesktopNav {...props} />);
    const buttons = [...host.querySelectorAll("button")];
    expect(buttons.map((button) => button.textContent)).toEqual(["Services", "AI Agents"]);
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).not.toHaveAttribute("data-state");
    }
    expect(host.querySelector('a[href="/contact"]')).toHaveAttribute("aria-current", "page");
  });

  it("swaps in the Radix menu once started, with no router in the tree", () => {
    render(<DesktopNav {...props} />);
    expect(screen.getByRole("button", { name: "Services" })).toHaveAttribute(
      "data-state",
      "closed",
    );
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
  });
});
