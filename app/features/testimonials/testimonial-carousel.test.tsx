import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testimonials } from "~/content/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";

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

/** An intersection observer that sees its target on screen as soon as it starts watching. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Whether the carousel's lazily loaded part (embla) has been asked for. */
const embla = vi.hoisted(() => ({ requested: false }));

vi.mock("./testimonial-carousel-enhancer", async (importOriginal) => {
  embla.requested = true;
  return importOriginal();
});

/** Scrolls the carousel near the screen and waits for embla to take over its slides. */
async function scrollNear() {
  vi.stubGlobal("IntersectionObserver", OnScreenObserver);
  render(carousel);
  await act(async () => {
    await import("./testimonial-carousel-enhancer");
  });
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
});

describe("TestimonialCarousel", () => {
  // First in the file: the module registry keeps embla once it has been loaded.
  it("fetches embla only once the carousel comes near the screen", async () => {
    render(carousel);
    await act(async () => {});
    expect(embla.requested).toBe(false);
    cleanup();

    await scrollNear();
    expect(embla.requested).toBe(true);
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

  it("prerenders the first slide's controls and hydrates without a mismatch", async () => {
    const html = renderToString(carousel);
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);

    // As built: nothing to go back to, forward available.
    expect(within(host).getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
    expect(within(host).getByRole("button", { name: "Next testimonial" })).toBeEnabled();

    // React reports a text mismatch as a recoverable error and an attribute mismatch on the console.
    const consoleError = vi.spyOn(console, "error");
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(host, carousel, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    act(() => root.unmount());
    host.remove();
  });

  it("lets visitors page forward and back with the named buttons", async () => {
    fakePhoneLayout();
    const user = userEvent.setup();
    await scrollNear();

    const previous = screen.getByRole("button", { name: "Previous testimonial" });
    const next = screen.getByRole("button", { name: "Next testimonial" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(previous).toBeEnabled();

    for (let step = 2; step < testimonials.length; step += 1) await user.click(next);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(next).toBeEnabled();
  });

  it("carries out a press on a button made while embla is still on its way", async () => {
    fakePhoneLayout();
    const user = userEvent.setup();
    render(carousel);

    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeEnabled(),
    );
  });

  it("disables both buttons when every card already fits", async () => {
    // jsdom's default: no widths at all, so everything "fits", as four cards do on a wide screen.
    await scrollNear();

    const next = screen.getByRole("button", { name: "Next testimonial" });
    await vi.waitFor(() => expect(next).toBeDisabled());
    expect(screen.getByRole("button", { name: "Previous testimonial" })).toBeDisabled();
  });
});
