import {
  DEFAULT_INTERACTION_EVENTS,
  ISLAND_ATTRIBUTE,
  ISLANDS_STARTED_ATTRIBUTE,
  MODAL_OPEN_ATTRIBUTE,
  type IslandModule,
  type IslandStrategy,
} from "../../shared/island-contract";
import { holdClicks } from "./held-clicks";

/**
 * The one script every page runs before a visitor touches anything, inlined by the build
 * (scripts/post-build/island-loader.ts): it starts each island by its strategy, holds the clicks
 * an island must answer until it is ready (held-clicks.ts) and gives native <dialog>s their
 * opener buttons. Every page carries it (about 1.7 KB gzip), so keep it small: `npm run size`
 * counts it in every page's first view.
 */

/** Fetches an island's entry module by name: a hashed URL in the build, Vite's import in dev. */
export type ImportIsland = (name: string) => Promise<IslandModule>;

/**
 * The longest "load" and "idle" islands wait for a first paint the browser may never report
 * (a tab opened in the background, a busy machine); the window's load event is the other cue.
 */
export const PAINT_FALLBACK_MS = 3_000;
/** How long after the load event a page that reported no paint is taken to have painted. */
export const LOAD_FALLBACK_MS = 500;
/** How long "idle" islands wait for an idle moment before they start anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** "visible" islands start this far before they scroll into view, so they are ready on arrival. */
const VISIBLE_MARGIN = "300px";

/**
 * Resolves after the first paint, LOAD_FALLBACK_MS after the load event or PAINT_FALLBACK_MS,
 * whichever is first. Not at the load event itself: a short page can fire it before its first
 * frame is shown, and a script fetched then counts against that paint (Lighthouse saw it on the
 * £99 page, even a frame after the load event).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((done) => {
    const finish = () => done();
    const soonAfterLoad = () => setTimeout(finish, LOAD_FALLBACK_MS);
    setTimeout(finish, PAINT_FALLBACK_MS);
    if (document.readyState === "complete") soonAfterLoad();
    else window.addEventListener("load", soonAfterLoad, { once: true });
    try {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        finish();
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(finish, 0));
    }
  });
}

function whenIdle(start: () => void): void {
  void afterFirstPaint().then(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 1);
  });
}

function whenVisible(element: HTMLElement, start: () => void): void {
  if (!("IntersectionObserver" in window)) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // display: contents has no box of its own to observe; its first child has.
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element);
}

function onInteraction(element: HTMLElement, start: () => void): void {
  const events = (element.getAttribute(ISLAND_ATTRIBUTE.events) ?? DEFAULT_INTERACTION_EVENTS)
    .split(" ")
    .filter(Boolean);
  const fire = () => {
    for (const name of events) element.removeEventListener(name, fire, true);
    start();
  };
  // Capture, and never preventDefault: only held-clicks.ts cancels a click, and replays it once
  // the island is ready.
  for (const name of events) element.addEventListener(name, fire, { capture: true, passive: true });
  if (element.contains(document.activeElement)) fire();
}

function propsOf(element: HTMLElement): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTE.props) ?? "{}");
    return typeof props === "object" && props !== null ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function startIsland(element: HTMLElement, importIsland: ImportIsland): void {
  const name = element.getAttribute(ISLAND_ATTRIBUTE.name) ?? "";
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    element.setAttribute(ISLAND_ATTRIBUTE.state, "loading");
    importIsland(name)
      .then((island) => island.mount(element, propsOf(element), name))
      .then(() => {
        element.setAttribute(ISLAND_ATTRIBUTE.state, "ready");
        releaseClicks();
      })
      .catch((error: unknown) => {
        // The prerendered markup keeps working (native forms, links); the cause goes to the console.
        element.setAttribute(ISLAND_ATTRIBUTE.state, "failed");
        releaseClicks();
        console.error(`Island "${name}" did not start`, error);
      });
  };
  const releases = [
    element,
    ...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE.trigger}="${name}"]`),
  ].map((at) => holdClicks(at, start));
  const releaseClicks = () => {
    for (const release of releases) release();
  };
  const strategy = element.getAttribute(ISLAND_ATTRIBUTE.strategy) as IslandStrategy | null;
  if (strategy === "interaction") onInteraction(element, start);
  else if (strategy === "visible") whenVisible(element, start);
  else if (strategy === "idle") whenIdle(start);
  else void afterFirstPaint().then(start);
}

/**
 * A button with `data-opens-dialog="id"` opens that <dialog> as a modal (focus trap, Escape and
 * the top layer come from the browser); a click on a dialog's backdrop closes it when the dialog
 * has `data-light-dismiss`. Buttons inside use `<form method="dialog">` to close without script.
 * The modal opens inside the tap, so the frame that answers the tap shows it. While it is open,
 * <html> carries MODAL_OPEN_ATTRIBUTE, however it closes (Escape, a button, the backdrop, a link).
 */
function wireDialogs(): void {
  const root = document.documentElement;
  // Not the dialog's "close" event: the browser fires it in a task of its own, and a frame drawn
  // before it would show the page behind still skipped. A mutation is seen before the next frame.
  const closed = new MutationObserver((records) => {
    for (const { target } of records) {
      const dialog = target as HTMLDialogElement;
      if (!dialog.open && root.getAttribute(MODAL_OPEN_ATTRIBUTE) === dialog.id) {
        root.removeAttribute(MODAL_OPEN_ATTRIBUTE);
      }
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const opener = target?.closest?.("[data-opens-dialog]");
    const dialog =
      opener && document.getElementById(opener.getAttribute("data-opens-dialog") ?? "");
    if (opener && dialog instanceof HTMLDialogElement) {
      if (!dialog.open) {
        // Before showModal(), so that its restyle of the page is the only one.
        root.setAttribute(MODAL_OPEN_ATTRIBUTE, dialog.id);
        dialog.showModal();
        closed.observe(dialog, { attributeFilter: ["open"] });
      }
      return;
    }
    // A link followed from a dialog closes it first, so Back (from the back/forward cache)
    // returns to the page rather than to the open menu.
    if (target?.closest?.("a[href]")) target.closest<HTMLDialogElement>("dialog[open]")?.close();
    // A click on the backdrop targets the dialog itself; its content fills the dialog's box.
    if (target instanceof HTMLDialogElement && target.hasAttribute("data-light-dismiss")) {
      target.close();
    }
  });
}

/** Starts every island on the page and the dialogs' openers; runs once, at the end of <body>. */
export function startIslands(importIsland: ImportIsland): void {
  wireDialogs();
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE.name}]`)) {
    startIsland(element, importIsland);
  }
  document.documentElement.setAttribute(ISLANDS_STARTED_ATTRIBUTE, "started");
}
