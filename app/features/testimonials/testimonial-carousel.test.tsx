import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "~/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";
import { mount } from "./testimonial-carousel-island";

/** Width jsdom pretends each slide and the visible strip have: one whole card per view, like a phone. */
const FAKE_SLIDE_WIDTH_PX = 300;

/** jsdom has no layout observers; embla only needs them to exist, so these never report anything. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** The page as built, with the carousel's island started on it as the loader does once it nears the screen. */
function prerenderAndStart(ui = carousel) {
  const host = document.createElement("div");
  host.innerHTML = renderToString(ui);
  document.body.append(host);
  const island = host.querySelector<HTMLElement>('[data-island="testimonial-carousel"]');
  if (!island) throw new Error("no carousel island");
  mount(island, {}, "testimonial-carousel");
  return host;
}

function fakeMatchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

/**
 * jsdom lays nothing out (every offset is 0), so a carousel would look as if it had nowhere to go.
 * This gives the slides a phone-sized row: each slide one viewport wide, placed side by side.
 */
function fakePhoneLayout() {
  const slideIndex = (element: HTMLElement) =>
    element.getAttribute("aria-roledescription") === "slide" && element.parentElement
      ? Array.from(element.parentElement.children).indexOf(element)
      : 0;
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(FAKE_SLIDE_WIDTH_PX);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return slideIndex(this) * FAKE_SLIDE_WIDTH_PX;
  });
}

const carousel = <TestimonialCarousel testimonials={testimonials} heading="What engineers say" />;

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", SilentObserver);
  vi.stubGlobal("IntersectionObserver", SilentObserver);
  vi.stubGlobal("matchMedia", vi.fn(fakeMatchMedia));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("TestimonialCarousel", () => {
  it("is an island started when it nears the screen, with no props to carry", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(carousel);
    const island = host.querySelector('[data-island="testimonial-carousel"]');

    expect(island).toHaveAttribute("data-island-load", "visible");
    expect(island).not.toHaveAttribute("data-island-props");
  });

  it("is a native scroll-snap strip before its island runs", () => {
    render(carousel);
    const slides = screen.getAllByRole("group");
    const viewport = slides[0]?.parentElement?.parentElement;

    expect(viewport).toHaveClass("overflow-x-auto", "snap-x", "snap-mandatory");
    expect(slides[0]?.parentElement).not.toHaveClass("touch-pan-y");
    for (const slide of slides) expect(slide.querySelector("figure")).toHaveClass("snap-start");
  });

  it("is a carousel region named by its heading, with every testimonial as a numbered slide", () => {
    render(carousel);

    const region = screen.getByRole("region", { name: "What engineers say" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");

    const slides = within(region).getAllByRole("group");
    expect(slides).toHaveLength(testimonials.length);
    testimonials.forEach((testimonial, index) => {
      const slide = screen.getByRole("group", { name: `${index + 1} of ${testimonials.length}` });
      expect(slide).toHaveAttribute("aria-roledescription", "slide");
      expect(
        within(slide).getByText(testimonial.quote, { exact: false }).closest("blockquote"),
      ).not.toBeNull();
      expect(within(slide).getByText(testimonial.name)).toBeVisible();
      expect(
        within(slide).getByText(`${testimonial.business}, ${testimonial.location}`),
      ).toBeVisible();
      expect(within(slide).getByText("Rated 5 out of 5")).toBeInTheDocument();
    });
  });

  it("falls back to a descriptive region name when there is no heading", () => {
    render(<TestimonialCarousel testimonials={testimonials} />);

    expect(screen.getByRole("region", { name: "Customer testimonials" })).toBeInTheDocument();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("prerenders the first slide's controls", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(carousel);

    // As built: nothing to go back to, forward available.
    expect(within(host).getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
    expect(within(host).getByRole("button", { name: "Next testimonial" })).toBeEnabled();
  });

  it("lets visitors page forward and back with the named buttons once embla has taken over", async () => {
    fakePhoneLayout();
    const user = userEvent.setup();
    const host = prerenderAndStart();

    const previous = within(host).getByRole("button", { name: "Previous testimonial" });
    const next = within(host).getByRole("button", { name: "Next testimonial" });
    const viewport = within(host).getAllByRole("group")[0]?.parentElement?.parentElement;
    expect(viewport?.style.overflow).toBe("hidden");
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(previous).toBeEnabled();

    for (let step = 2; step < testimonials.length; step += 1) await user.click(next);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(next).toBeEnabled();
  });

  it("disables both buttons when every card already fits", async () => {
    // jsdom's default: no widths at all, so everything "fits", as four cards do on a wide screen.
    const host = prerenderAndStart();

    const next = within(host).getByRole("button", { name: "Next testimonial" });
    await vi.waitFor(() => expect(next).toBeDisabled());
    expect(within(host).getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
  });
});
