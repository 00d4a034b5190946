import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODAL_OPEN_ATTRIBUTE, type IslandModule } from "../../shared/island-contract";
import { LOAD_FALLBACK_MS, PAINT_FALLBACK_MS, startIslands, type ImportIsland } from "./loader";
import { reportNoPaint } from "../../tests/support/no-paint-reported";
import { expectNothingWithin } from "../../tests/support/quiet-period";

const MARKUP = '<form><label>Name <input name="name"></label><button>Send</button></form>';

function island(name: string, strategy: string, extra = ""): HTMLElement {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<div data-island="${name}" data-island-load="${strategy}" data-island-props='{"n":1}' ${extra}>${MARKUP}</div>`,
  );
  return document.body.lastElementChild as HTMLElement;
}

function importer() {
  const mount = vi.fn<IslandModule["mount"]>();
  const importIsland = vi.fn<ImportIsland>(() => Promise.resolve({ mount }));
  return { mount, importIsland };
}

const state = (element: HTMLElement) => element.getAttribute("data-island-state");

beforeEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-islands");
  reportNoPaint();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the island loader", () => {
  it.each(["load", "idle"])(
    "starts a %s island once, with its props and name",
    async (strategy) => {
      const element = island("news", strategy);
      const { mount, importIsland } = importer();
      startIslands(importIsland);
      expect(document.documentElement).toHaveAttribute("data-islands", "started");
      // No paint is reported here: the island starts LOAD_FALLBACK_MS after the load event, which
      // is half of waitFor's default second; a busy machine needs more.
      await vi.waitFor(() => expect(state(element)).toBe("ready"), { timeout: 5_000 });
      expect(importIsland).toHaveBeenCalledTimes(1);
      expect(importIsland).toHaveBeenCalledWith("news");
      expect(mount).toHaveBeenCalledExactlyOnceWith(element, { n: 1 }, "news");
    },
  );

  it("starts a load island on the load event when no paint entry ever arrives", async () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const element = island("news", "load");
    const { importIsland } = importer();
    startIslands(importIsland);
    await expectNothingWithin(20, () => importIsland.mock.calls, { what: "import before load" });
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(state(element)).toBe("ready"));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("waits a moment after the load event, which a short page can fire before it paints", async () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const element = island("news", "load");
    const { importIsland } = importer();
    startIslands(importIsland);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(LOAD_FALLBACK_MS - 1);
    expect(importIsland).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importIsland).toHaveBeenCalledTimes(1);
    expect(state(element)).toBe("ready");
  });

  it("starts a load island after the fallback delay with neither paint nor load event", async () => {
    vi.useFakeTimers();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const element = island("news", "load");
    const { importIsland } = importer();
    startIslands(importIsland);
    await vi.advanceTimersByTimeAsync(PAINT_FALLBACK_MS - 1);
    expect(importIsland).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(importIsland).toHaveBeenCalledTimes(1);
    expect(state(element)).toBe("ready");
  });

  it("starts a visible island when it scrolls near, once", async () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const element = island("carousel", "visible");
    const { importIsland } = importer();
    startIslands(importIsland);
    // display: contents has no box: the loader watches the wrapper's first child.
    expect(observed).toEqual([element.firstElementChild]);
    report([{ isIntersecting: false }]);
    expect(importIsland).not.toHaveBeenCalled();
    report([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(state(element)).toBe("ready"));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("starts an interaction island on its first touch only, and never cancels the event", async () => {
    const element = island("contact-form", "interaction");
    const { importIsland } = importer();
    startIslands(importIsland);
    await expectNothingWithin(20, () => importIsland.mock.calls, { what: "import before a touch" });
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    element.querySelector("form")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    const pointer = new Event("pointerdown", { bubbles: true, cancelable: true });
    element.querySelector("input")?.dispatchEvent(pointer);
    expect(pointer.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(state(element)).toBe("ready"));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it.each(["pointerover", "focusin", "input", "pointerdown"])(
    "starts an interaction island on %s",
    (type) => {
      const element = island("contact-form", "interaction");
      const { importIsland } = importer();
      startIslands(importIsland);
      element.querySelector("input")?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(importIsland).toHaveBeenCalledExactlyOnceWith("contact-form");
    },
  );

  it("listens only to the events the island names", () => {
    const element = island("menu", "interaction", 'data-island-on="mouseover"');
    const { importIsland } = importer();
    startIslands(importIsland);
    element.querySelector("input")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(importIsland).not.toHaveBeenCalled();
    element.querySelector("input")?.dispatchEvent(new Event("mouseover", { bubbles: true }));
    expect(importIsland).toHaveBeenCalledTimes(1);
  });

  it("marks an island whose import fails, and leaves its markup as it was", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const element = island("news", "load");
    startIslands(() => Promise.reject(new Error("offline")));
    await vi.waitFor(() => expect(state(element)).toBe("failed"));
    expect(element.innerHTML).toBe(MARKUP);
    expect(error).toHaveBeenCalledWith('Island "news" did not start', expect.any(Error));
  });

  function menuPage() {
    document.body.innerHTML =
      '<button data-opens-dialog="menu"><span>Menu</span></button>' +
      '<dialog id="menu" data-light-dismiss><p>Pages</p><a href="/">Home</a></dialog>';
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
    dialog.close = vi.fn(() => dialog.removeAttribute("open"));
    startIslands(importer().importIsland);
    const tapOpener = () =>
      document.querySelector("span")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    return { dialog, tapOpener };
  }

  it("opens a dialog from its opener as a modal, and closes it from its backdrop or a link in it", () => {
    const { dialog, tapOpener } = menuPage();
    tapOpener();
    // Inside the tap: the frame that answers it shows the menu.
    expect(dialog.open).toBe(true);
    // Every test's startIslands listens on the same document, so the count is not asserted.
    expect(dialog.showModal).toHaveBeenCalled();
    // A click inside the content is not on the backdrop.
    document.querySelector("dialog p")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog.close).not.toHaveBeenCalled();
    dialog.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog.close).toHaveBeenCalled();
    expect(dialog.open).toBe(false);
    vi.mocked(dialog.close).mockClear();
    // Following a link closes it first, so Back never returns to the open menu.
    tapOpener();
    expect(dialog.open).toBe(true);
    document.querySelector("dialog a")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(dialog.close).toHaveBeenCalled();
    expect(dialog.open).toBe(false);
  });

  it("marks the page while the dialog is open, and unmarks it before the next frame however it closes", async () => {
    const { dialog, tapOpener } = menuPage();
    const marked = () => document.documentElement.getAttribute(MODAL_OPEN_ATTRIBUTE);
    tapOpener();
    expect(marked()).toBe("menu");
    // As Escape or a <form method="dialog"> closes it: the browser, not the loader.
    dialog.removeAttribute("open");
    // Within the task's microtasks, before any frame (the "close" event comes a task later).
    await Promise.resolve();
    expect(marked()).toBeNull();
    tapOpener();
    expect(marked()).toBe("menu");
    dialog.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await Promise.resolve();
    expect(marked()).toBeNull();
  });

  it("opens the dialog once for taps in quick succession", () => {
    const { dialog, tapOpener } = menuPage();
    tapOpener();
    tapOpener();
    expect(dialog.open).toBe(true);
    // Every listener saw the dialog open after the first tap; only that tap opened it.
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
  });
});
