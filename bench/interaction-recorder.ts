/**
 * What bench:interaction (interaction.ts) records in the page under test, from its first moment:
 * each interaction's longest event as Event Timing reports it, and how long the visitor waited
 * to see each touch's result drawn.
 */
import type { Page } from "@playwright/test";

/**
 * An interaction's longest event: its duration, its type (keydown, pointerup…) and where the
 * time went, as Event Timing splits it: waiting for the main thread before the first handler
 * (input delay), running the handlers (processing), then until the next frame was shown.
 */
export interface Slowest {
  duration: number;
  event: string;
  delay: number;
  processing: number;
  presentation: number;
}

/**
 * The results a visitor waits for: a tapped field focused (its caret), a typed character in its
 * field, an open dialog (the menu), a field marked invalid with its message.
 */
export type DrawnKind = "focus" | "typed" | "menu" | "message";

/** One visitor's result: the longest interaction, and each kind's longest wait to be drawn. */
export type Visit = Slowest & { drawn: Partial<Record<DrawnKind, number>> };

/** What the page under test records for the bench (observeInteractions). */
interface Recorded {
  __interactions: Map<number, Slowest>;
  __drawn: Partial<Record<DrawnKind, number>>;
}

/**
 * Collected in the page from its first moment. Event Timing's entries, and "drawn": from the
 * timestamp of a touch or key (when the finger or key went down, before any wait for the main
 * thread) to the end of the frame that first showed its result. A result's frame is the one
 * after the DOM shows it: its requestAnimationFrame callback runs before that frame's style,
 * layout and paint, and the task after it once they are done. Each kind takes the first result
 * after each input, and keeps the longest wait.
 */
export function observeInteractions() {
  const recorded = window as unknown as Recorded;
  const longest = new Map<number, Slowest>();
  const drawn: Partial<Record<DrawnKind, number>> = {};
  recorded.__interactions = longest;
  recorded.__drawn = drawn;
  const kinds: DrawnKind[] = ["focus", "typed", "menu", "message"];
  const since: Partial<Record<DrawnKind, number>> = {};
  // Methods, not local functions: tsx names local functions with a helper the page lacks
  // (this function runs in the page from its source).
  const on = {
    input(event: Event) {
      if (!event.isTrusted) return;
      for (const kind of kinds) since[kind] = event.timeStamp;
    },
    shown(kind: DrawnKind) {
      const from = since[kind];
      if (from === undefined) return;
      since[kind] = undefined;
      requestAnimationFrame(() =>
        setTimeout(() => {
          drawn[kind] = Math.max(drawn[kind] ?? 0, performance.now() - from);
        }, 0),
      );
    },
  };
  addEventListener("pointerdown", (event) => on.input(event), true);
  addEventListener("keydown", (event) => on.input(event), true);
  addEventListener("focusin", (event) => {
    if ((event.target as Element).matches("input, textarea")) on.shown("focus");
  });
  addEventListener("input", () => on.shown("typed"), true);
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.matches("dialog[open]")) on.shown("menu");
      if (target.getAttribute("aria-invalid") === "true") on.shown("message");
    }
  }).observe(document, {
    attributes: true,
    attributeFilter: ["open", "aria-invalid"],
    subtree: true,
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = longest.get(entry.interactionId);
      if (!known || entry.duration > known.duration) {
        longest.set(entry.interactionId, {
          duration: entry.duration,
          event: entry.name,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        });
      }
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** What the page has recorded so far. */
export async function recordedInteractions(page: Page) {
  return page.evaluate(() => {
    const recorded = window as unknown as Recorded;
    return { interactions: [...recorded.__interactions.values()], drawn: recorded.__drawn };
  });
}
