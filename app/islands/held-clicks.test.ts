import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IslandModule } from "../../shared/island-contract";
import { reportNoPaint } from "../../tests/support/no-paint-reported";
import { startIslands } from "./loader";

const MARKUP =
  '<div><button type="button">Open</button></div>' +
  '<a href="#top">Top</a><button type="button" data-opens-dialog="menu">Menu</button>' +
  '<form onsubmit="return false"><label>Name <input name="name"></label><button>Send</button></form>';

/** An interaction island whose mount resolves only when the test says so. */
function slowIsland(mountWork: (element: HTMLElement) => void = () => {}) {
  document.body.innerHTML = `<div data-island="menu" data-island-load="interaction">${MARKUP}</div>`;
  const element = document.body.firstElementChild as HTMLElement;
  let finish: (ok: boolean) => void = () => {};
  const mount = vi.fn<IslandModule["mount"]>(
    (target) =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => {
          mountWork(target);
          if (ok) resolve();
          else reject(new Error("offline"));
        };
      }),
  );
  const importIsland = vi.fn(() => Promise.resolve({ mount }));
  startIslands(importIsland);
  // What the island's own code (React's root listener) would see.
  const seen: EventTarget[] = [];
  element.addEventListener("click", (event) => seen.push(event.target as EventTarget));
  const state = () => element.getAttribute("data-island-state");
  const settle = async (ok = true) => {
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    finish(ok);
  };
  return { element, importIsland, seen, state, finish: settle };
}

const click = (target: Element | null) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, clientX: 12 });
  target?.dispatchEvent(event);
  return event;
};

beforeEach(reportNoPaint);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("clicks on an island that is not ready", () => {
  it("holds a click on a button that needs the island, starts it, and replays the click once when ready", async () => {
    const { element, importIsland, seen, state, finish } = slowIsland();
    const button = element.querySelector("div button");
    const first = click(button);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(importIsland).toHaveBeenCalledTimes(1);
    expect(state()).toBe("loading");
    await finish();
    await vi.waitFor(() => expect(state()).toBe("ready"));
    expect(seen).toEqual([button]);
    // Ready: clicks go straight through, and nothing is replayed again.
    const later = click(button);
    expect(later.defaultPrevented).toBe(false);
    expect(seen).toEqual([button, button]);
  });

  it("leaves to the browser a click on a link, a field, its label or a dialog opener", async () => {
    const { element, seen, state, finish } = slowIsland();
    const natives = ["a", "[data-opens-dialog]", "label", "input"].map((selector) =>
      element.querySelector(selector),
    );
    for (const target of natives) expect(click(target).defaultPrevented).toBe(false);
    // A label's click also clicks its field, as in a browser.
    expect(seen).toEqual(expect.arrayContaining(natives));
    const seenBefore = seen.length;
    click(element.querySelector("div button"));
    await finish();
    await vi.waitFor(() => expect(state()).toBe("ready"));
    expect(seen).toHaveLength(seenBefore + 1);
  });

  it("holds a form's Send, so the island, once ready, checks and sends the form, once", async () => {
    const { element, seen, state, finish } = slowIsland();
    const form = element.querySelector("form") as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submits);
    const send = element.querySelector("form button");
    expect(click(send).defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();
    await finish();
    await vi.waitFor(() => expect(state()).toBe("ready"));
    expect(seen).toEqual([send]);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it("replays on the node at the same place when mounting replaced the clicked one", async () => {
    const { element, seen, state, finish } = slowIsland((target) => {
      target.innerHTML = MARKUP;
    });
    const before = element.querySelector("div button");
    click(before);
    await finish();
    await vi.waitFor(() => expect(state()).toBe("ready"));
    const after = element.querySelector("div button");
    expect(after).not.toBe(before);
    expect(seen).toEqual([after]);
  });

  it("gives back what it held when the island fails: a held Send posts natively", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { element, seen, state, finish } = slowIsland();
    const form = element.querySelector("form") as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", submits);
    const button = element.querySelector("div button");
    const send = element.querySelector("form button");
    click(button);
    click(send);
    await finish(false);
    await vi.waitFor(() => expect(state()).toBe("failed"));
    expect(seen).toEqual([button, send]);
    expect(submits).toHaveBeenCalledTimes(1);
    // Nothing is held after.
    expect(click(button).defaultPrevented).toBe(false);
    expect(seen).toEqual([button, send, button]);
    expect(error).toHaveBeenCalled();
  });

  it("holds a click on a control outside the island that names it, starts the island, and replays it there once", async () => {
    document.body.innerHTML =
      '<div data-island="banner" data-island-load="idle"></div>' +
      '<footer><button type="button" data-island-trigger="banner"><span>Settings</span></button></footer>';
    const [element, footer] = [...document.body.children] as HTMLElement[];
    let finish = () => {};
    const mount = vi.fn<IslandModule["mount"]>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const importIsland = vi.fn(() => Promise.resolve({ mount }));
    startIslands(importIsland);
    // What the island answers it with: a listener on the document (the cookie banner's).
    const seen: EventTarget[] = [];
    document.addEventListener("click", (event) => seen.push(event.target as EventTarget));
    const label = footer?.querySelector("span") ?? null;
    expect(click(label).defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(importIsland).toHaveBeenCalledExactlyOnceWith("banner");
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    finish();
    await vi.waitFor(() => expect(element?.getAttribute("data-island-state")).toBe("ready"));
    expect(seen).toEqual([label]);
    expect(click(label).defaultPrevented).toBe(false);
    expect(seen).toEqual([label, label]);
  });
});
