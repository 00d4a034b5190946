import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { BookingEmbed } from "./booking-embed";
import { mount } from "./booking-embed-island";

const BOOKING_URL = "https://calendar.example.com/kestrel/gas-audit";
const FRAME_TITLE = "Book your free Google visibility audit";

/** jsdom has no IntersectionObserver: this stand-in lets a test decide when the box is near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  unobserve() {}

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The page as built, with the booking island started on it as the loader does on load. */
function renderEmbed(url?: string) {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<BookingEmbed url={url} title={FRAME_TITLE} />);
  document.body.append(host);
  for (const island of host.querySelectorAll<HTMLElement>('[data-island="booking-embed"]')) {
    mount(island, {}, "booking-embed");
  }
  return host;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("BookingEmbed", () => {
  it("offers the contact page, phone and email instead of a frame when no URL is configured", () => {
    renderEmbed(undefined);

    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("link", { name: /open the booking page/i })).toBeNull();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("is an island started on load, its frame's address in the markup rather than in props", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<BookingEmbed url={BOOKING_URL} title={FRAME_TITLE} />);
    const island = host.querySelector('[data-island="booking-embed"]');

    expect(island).toHaveAttribute("data-island-load", "load");
    expect(island).not.toHaveAttribute("data-island-props");
    expect(host.querySelector("iframe")).toBeNull();
    expect(host).toHaveTextContent(/loading/i);
  });

  it("has no island when there is no calendar to frame", () => {
    render(<BookingEmbed title={FRAME_TITLE} />);
    expect(document.querySelector("[data-island]")).toBeNull();
  });

  it("creates the iframe only once its box nears the viewport", () => {
    renderEmbed(BOOKING_URL);

    expect(document.querySelector("iframe")).toBeNull();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options?.rootMargin).toBe("400px");

    observer?.report(false);
    expect(document.querySelector("iframe")).toBeNull();

    observer?.report(true);
    const frame = screen.getByTitle(FRAME_TITLE);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", BOOKING_URL);
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(observer?.disconnected).toBe(true);
  });

  it("always shows a link to open the booking page in a new tab", () => {
    renderEmbed(BOOKING_URL);

    const before = screen.getByRole("link", { name: /open the booking page in a new tab/i });
    expect(before).toHaveAttribute("href", BOOKING_URL);
    expect(before).toHaveAttribute("target", "_blank");

    FakeIntersectionObserver.instances[0]?.report(true);
    expect(screen.getByRole("link", { name: /open the booking page in a new tab/i })).toBeVisible();
  });
});
