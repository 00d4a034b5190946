import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import { BookingEmbed } from "./booking-embed";

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

// BookingEmbed renders router links, so it needs a router around it.
function renderEmbed(url?: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <BookingEmbed url={url} title={FRAME_TITLE} /> },
  ]);
  return render(<Stub />);
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
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

  it("creates the iframe only once its box nears the viewport", () => {
    renderEmbed(BOOKING_URL);

    expect(document.querySelector("iframe")).toBeNull();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options?.rootMargin).toBe("400px");

    act(() => observer?.report(false));
    expect(document.querySelector("iframe")).toBeNull();

    act(() => observer?.report(true));
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

    act(() => FakeIntersectionObserver.instances[0]?.report(true));
    expect(screen.getByRole("link", { name: /open the booking page in a new tab/i })).toBeVisible();
  });
});
