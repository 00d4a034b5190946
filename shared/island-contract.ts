/**
 * What the prerendered HTML, the loader and each island agree on (docs/decisions/0008-islands.md).
 * Imports nothing: the loader that reads it is inlined into every page.
 */

/** When an island's code is fetched and started (Astro's `client:*` vocabulary). */
export type IslandStrategy = "load" | "idle" | "visible" | "interaction";

/** The attributes an island's element carries in the prerendered HTML. */
export const ISLAND_ATTRIBUTE = {
  /** The island's name: its entry is `<name>-island.ts(x)` somewhere under app/. */
  name: "data-island",
  /** Its IslandStrategy. */
  strategy: "data-island-load",
  /** For "interaction": the events that start it, space-separated. */
  events: "data-island-on",
  /** Its props as JSON, given to its mount function as they were given to the prerender. */
  props: "data-island-props",
  /** Set by the loader: "loading", then "ready" once mounted (hydrated), or "failed". */
  state: "data-island-state",
  /**
   * On a control outside any island that the island answers (the footer's "Cookie settings"):
   * the island's name. A click on it before the island is ready starts the island and is held
   * and dispatched again once it is, as a click inside the island is.
   */
  trigger: "data-island-trigger",
} as const;

/** Set on <html> once the loader has looked at every island, for tests and styles. */
export const ISLANDS_STARTED_ATTRIBUTE = "data-islands";

/**
 * Set on <html> by the loader, to the dialog's id, while a modal <dialog> it opened is open:
 * app.css holds the page still behind it and skips drawing what the dialog covers. A `:has()` on
 * <html> would say the same without script, but Chromium then re-checks it, walking the document,
 * on every element added or removed anywhere (each field message shown or cleared): about 3 ms a
 * style update at 4x CPU (docs/performance.md).
 */
export const MODAL_OPEN_ATTRIBUTE = "data-modal-open";

/**
 * What starts an "interaction" island by default: a pointer arriving over it, a touch, a focus,
 * typing or a submit. A mouse arrives well before its click, so a desktop visitor's first click
 * and keys usually find the island already evaluated; a finger's pointerover comes with its
 * pointerdown, so on a phone nothing starts earlier than the touch.
 */
export const DEFAULT_INTERACTION_EVENTS = "pointerover pointerdown focusin input submit";

/**
 * The module each island entry file is: it takes over its element, with the prerender's props.
 * A promise it returns says when the island is ready (hydrated); otherwise it is ready at once.
 */
export interface IslandModule {
  mount(element: HTMLElement, props: Record<string, unknown>, name: string): void | Promise<void>;
}

/**
 * The first line of every file of an island, written by the build: V8's explicit compile hint
 * (Chromium 136 on; other engines read a comment). Every function in the file is compiled while
 * the file streams in, on a background thread, instead of on the main thread at its first call.
 * An island's code is fetched when it is about to run nearly all of it (React's render and
 * hydration, react-hook-form's control), and compiled lazily it put about half of a first
 * touch's main-thread work into the tasks a visitor's keys and taps wait for.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The prefix of every `useId` inside one island, the same in the prerender (renderToString)
 * and in hydration, so the ids match and no two islands share one.
 */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
