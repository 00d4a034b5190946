import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollToLink } from "./scroll-to-link";

// jsdom implements neither scrolling nor media queries.
const scrollIntoView = vi.fn();

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

function renderPage() {
  render(
    <>
      <ScrollToLink targetId="book" focusId="book-heading">
        Get Started
      </ScrollToLink>
      <section id="book">
        <h2 id="book-heading">Book your call</h2>
      </section>
    </>,
  );
}

beforeEach(() => {
  const original = Element.prototype.scrollIntoView;
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  return () => {
    Element.prototype.scrollIntoView = original;
    vi.unstubAllGlobals();
  };
});

describe("ScrollToLink", () => {
  it("scrolls smoothly and moves focus to the target's heading", async () => {
    stubReducedMotion(false);
    renderPage();

    await userEvent.click(screen.getByRole("link", { name: "Get Started" }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(screen.getByRole("heading", { name: "Book your call" })).toHaveFocus();
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    stubReducedMotion(true);
    renderPage();

    await userEvent.click(screen.getByRole("link", { name: "Get Started" }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("is a plain in-page link before any script runs", () => {
    stubReducedMotion(false);
    renderPage();

    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "#book");
  });
});
