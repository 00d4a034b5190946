import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEAD_SENT_KEY } from "~/lib/lead-session";
import {
  DESKTOP_IDLE_MS,
  EXIT_INTENT_SESSION_KEY,
  MOBILE_IDLE_MS,
  NEAR_TOP_PX,
} from "./exit-intent-triggers";

/** Records when the popup's lazily loaded code is asked for, and where it was shown. */
const dialogCode = { requested: false, shownIn: [] as HTMLElement[] };

// Captured before the timers are faked: the module loader works in real time.
const realSetTimeout = globalThis.setTimeout;

/** Gives a dynamic import, if one was started, real time to reach the module loader. */
const settle = () => new Promise<void>((resolve) => realSetTimeout(resolve, 50));

let element: HTMLElement;

/** Starts the island as the loader does, in a fresh module registry with the dialog mocked. */
async function mountIsland(width = 1280) {
  window.innerWidth = width;
  const { mount } = await import("./exit-intent-island");
  element = document.createElement("div");
  document.body.append(element);
  mount(element, {}, "exit-intent");
}

function scrollWindowTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  dialogCode.requested = false;
  dialogCode.shownIn = [];
  vi.doMock("./exit-intent-dialog-root", () => {
    dialogCode.requested = true;
    return { showExitIntentDialog: (container: HTMLElement) => dialogCode.shownIn.push(container) };
  });
  sessionStorage.clear();
  window.scrollY = 0;
});

afterEach(() => {
  // Ends any watcher still listening on the window: it stops, finds the popup shown, and stays shut.
  sessionStorage.setItem(EXIT_INTENT_SESSION_KEY, "1");
  document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null }));
  vi.doUnmock("./exit-intent-dialog-root");
  vi.clearAllTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the exit-intent island", () => {
  it("fetches none of the popup's code while nobody is there, until a trigger fires", async () => {
    await mountIsland();
    await vi.advanceTimersByTimeAsync(DESKTOP_IDLE_MS - 1);
    await settle();
    expect(dialogCode.requested).toBe(false);
    expect(sessionStorage.getItem(EXIT_INTENT_SESSION_KEY)).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(sessionStorage.getItem(EXIT_INTENT_SESSION_KEY)).toBe("1");
    expect(dialogCode.shownIn).toEqual([element]);
  });

  it.each(["pointermove", "touchstart", "scroll", "keydown"])(
    "fetches the popup's code on the first %s, long before any trigger can open it",
    async (event) => {
      await mountIsland();
      await settle();
      expect(dialogCode.requested).toBe(false);

      window.dispatchEvent(new Event(event));
      await settle();
      expect(dialogCode.requested).toBe(true);
      expect(dialogCode.shownIn).toEqual([]);
    },
  );

  it("opens after 12 s without activity on a phone, counted from the last activity", async () => {
    await mountIsland(390);
    await vi.advanceTimersByTimeAsync(MOBILE_IDLE_MS - 1_000);
    window.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersByTimeAsync(MOBILE_IDLE_MS - 1);
    await settle();
    expect(dialogCode.shownIn).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(dialogCode.shownIn).toEqual([element]);
  });

  it("opens when the pointer leaves through the top, and only once", async () => {
    await mountIsland();
    const leave = () =>
      document.dispatchEvent(new MouseEvent("mouseout", { clientY: -1, relatedTarget: null }));
    document.dispatchEvent(new MouseEvent("mouseout", { clientY: 300, relatedTarget: null }));
    await settle();
    expect(dialogCode.shownIn).toEqual([]);

    leave();
    leave();
    await vi.advanceTimersByTimeAsync(DESKTOP_IDLE_MS * 2);
    await settle();
    expect(dialogCode.shownIn).toEqual([element]);
  });

  it("opens on a phone when the visitor scrolls quickly back to the top", async () => {
    await mountIsland(390);
    scrollWindowTo(1200);
    await settle();
    expect(dialogCode.shownIn).toEqual([]);

    scrollWindowTo(NEAR_TOP_PX);
    await settle();
    expect(dialogCode.shownIn).toEqual([element]);
  });

  it("does not watch at all once shown in this session", async () => {
    sessionStorage.setItem(EXIT_INTENT_SESSION_KEY, "1");
    await mountIsland();
    window.dispatchEvent(new Event("pointermove"));
    await vi.advanceTimersByTimeAsync(DESKTOP_IDLE_MS * 2);
    await settle();
    expect(dialogCode.requested).toBe(false);
    expect(dialogCode.shownIn).toEqual([]);
  });

  it("never opens after a lead was sent, even one sent after the page loaded", async () => {
    await mountIsland();
    sessionStorage.setItem(LEAD_SENT_KEY, "1");
    await vi.advanceTimersByTimeAsync(DESKTOP_IDLE_MS * 2);
    await settle();
    expect(dialogCode.shownIn).toEqual([]);
    expect(sessionStorage.getItem(EXIT_INTENT_SESSION_KEY)).toBeNull();
  });
});
