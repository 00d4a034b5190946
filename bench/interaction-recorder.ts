/**
 * What bench:interaction (interaction.ts) records in the page under test, from its first moment:
 * each interaction's longest event as Event Timing reports it, and when a dialog was first drawn.
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

/** One visitor's result: the longest interaction and, if a dialog opened, when it was drawn. */
export type Visit = Slowest & { dialogDrawn?: number };

/** What the page under test records for the bench (observeInteractions). */
interface Recorded {
  __interactions: Map<number, Slowest>;
  /** When the first interaction began (its event's timestamp). */
  __firstInteraction?: number;
  /** When the frame that first drew an open dialog was done: -1 while that frame is pending. */
  __dialogDrawn?: number;
}

/**
 * Collected in the page from its first moment: every interaction's longest event duration, and
 * when a dialog was first drawn open, so that the menu journey also says how long the visitor
 * waited for the menu itself, whatever frame its interaction ended on.
 */
export function observeInteractions() {
  const longest = new Map<number, Slowest>();
  const recorded = window as unknown as Recorded;
  recorded.__interactions = longest;
  new MutationObserver((records) => {
    if (recorded.__dialogDrawn !== undefined) return;
    if (!records.some((record) => (record.target as Element).matches("dialog[open]"))) return;
    recorded.__dialogDrawn = -1;
    // The frame callback comes before that frame's style, layout and paint; the task after it
    // comes once they are done.
    requestAnimationFrame(() => setTimeout(() => (recorded.__dialogDrawn = performance.now()), 0));
  }).observe(document, { attributes: true, attributeFilter: ["open"], subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      recorded.__firstInteraction = Math.min(
        recorded.__firstInteraction ?? entry.startTime,
        entry.startTime,
      );
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

/** What the page has recorded so far: its interactions, and when a dialog was drawn after the first. */
export async function recordedInteractions(page: Page) {
  return page.evaluate(() => {
    const recorded = window as unknown as Recorded;
    const drawn = recorded.__dialogDrawn ?? -1;
    const first = recorded.__firstInteraction;
    return {
      interactions: [...recorded.__interactions.values()],
      dialogDrawn: drawn >= 0 && first !== undefined ? drawn - first : undefined,
    };
  });
}
