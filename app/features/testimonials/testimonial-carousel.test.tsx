import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "~/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";
import { mount } from "./testimonial-carousel-island";

/** Width jsdom pretends each slide and the visible strip have: one whole card per view, like a phone. */
const FAKE_SLIDE_WIDTH_PX = 300;

/** The page as built, with the carousel's island started on it as the loader does once it nears the screen. */
function prerenderAndStart(ui = carousel) {
  const host = document.createElement("div");
  host.innerHTML = renderToString(ui);
  document.body.append(host);
  const island = host.querySelector<HTMLElement>('[data-island="testimonial-carousel"]');
  if (!island) throw new Error("no carousel island");
  const viewport = island.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) throw new Error("no viewport");
  return { host, island, viewport };
}

/**
 * jsdom lays nothing out and does not scroll: this gives the strip a phone's layout (one slide per
 * view, `slides` side by side) and a scrollBy that jumps, as the browser's would once settled.
 */
function fakePhoneStrip(viewport: HTMLElement, slides = testimonials.length) {
  let scrollLeft = 0;
  const maxScroll = (slides - 1) * FAKE_SLIDE_WIDTH_PX;
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(FAKE_SLIDE_WIDTH_PX);
  Object.defineProperties(viewport, {
    clientWidth: { value: FAKE_SLIDE_WIDTH_PX },
    scrollWidth: { value: maxScroll + FAKE_SLIDE_WIDTH_PX },
    scrollLeft: { get: () => scrollLeft },
  });
  viewport.scrollBy = ((options: ScrollToOptions) => {
    scrollLeft = Math.min(maxScroll, Math.max(0, scrollLeft + (options.left ?? 0)));
    viewport.dispatchEvent(new Event("scroll"));
  }) as typeof viewport.scrollBy;
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

const carousel = <TestimonialCarousel testimonials={testimonials} heading="What engineers say" />;

beforeEach(() => {
  vi.stubGlobal("matchMedia", vi.fn(fakeMatchMedia));
  // One frame at once: the island batches its button updates per frame.
  vi.stubGlobal("requestAnimationFrame", (step: FrameRequestCallback) => {
    step(0);
    return 0;
  });
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

  it("is a native scroll-snap strip, swipeable before its island runs", () => {
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

  it("lets visitors page forward and back with the named buttons, one card at a time", async () => {
    const user = userEvent.setup();
    const { host, island, viewport } = prerenderAndStart();
    fakePhoneStrip(viewport);
    mount(island, {}, "testimonial-carousel");

    const previous = within(host).getByRole("button", { name: "Previous testimonial" });
    const next = within(host).getByRole("button", { name: "Next testimonial" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(viewport.scrollLeft).toBe(FAKE_SLIDE_WIDTH_PX);
    expect(previous).toBeEnabled();

    for (let step = 2; step < testimonials.length; step += 1) await user.click(next);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(next).toBeEnabled();
  });

  it("follows a swipe: the buttons change as the strip is scrolled by hand", () => {
    const { host, island, viewport } = prerenderAndStart();
    fakePhoneStrip(viewport);
    mount(island, {}, "testimonial-carousel");

    viewport.scrollBy({ left: FAKE_SLIDE_WIDTH_PX * testimonials.length });
    expect(within(host).getByRole("button", { name: "Next testimonial" })).toBeDisabled();
    expect(within(host).getByRole("button", { name: "Previous testimonial" })).toBeEnabled();
  });

  it("disables both buttons when every card already fits", async () => {
    // jsdom's default: no widths at all, so everything "fits", as four cards do on a wide screen.
    const { host, island } = prerenderAndStart();
    mount(island, {}, "testimonial-carousel");

    const next = within(host).getByRole("button", { name: "Next testimonial" });
    await vi.waitFor(() => expect(next).toBeDisabled());
    expect(within(host).getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
  });
});
