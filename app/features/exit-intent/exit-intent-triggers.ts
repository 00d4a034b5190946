/** The brief's exit-intent rules, as pure functions the hook wires to the window. */
export const EXIT_INTENT_SESSION_KEY = "exitIntentShown_v1";
export const DESKTOP_IDLE_MS = 15_000;
export const MOBILE_IDLE_MS = 12_000;
/** Below this width the visitor counts as on a phone. */
export const MOBILE_MAX_WIDTH_PX = 767;
export const SCROLL_UP_DISTANCE_PX = 80;
export const NEAR_TOP_PX = 24;
/** What counts as a visitor being there: it restarts the inactivity timer. */
export const ACTIVITY_EVENTS = [
  "pointermove",
  "pointerdown",
  "keydown",
  "scroll",
  "touchstart",
  "wheel",
] as const;

export function idleDelayFor(viewportWidth: number): number {
  return viewportWidth <= MOBILE_MAX_WIDTH_PX ? MOBILE_IDLE_MS : DESKTOP_IDLE_MS;
}

/** Leaving through the top edge of the window, towards the tabs and the address bar. */
export function isTopExit(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/**
 * On phones, a quick scroll back up to the top is the nearest thing to reaching for the back
 * button: it fires when the page has risen more than 80 px since its lowest point and is now
 * within 24 px of the top.
 */
export function createScrollUpDetector() {
  let lowest = 0;
  return (scrollY: number): boolean => {
    lowest = Math.max(lowest, scrollY);
    const fired = scrollY <= NEAR_TOP_PX && lowest - scrollY > SCROLL_UP_DISTANCE_PX;
    if (fired) lowest = scrollY;
    return fired;
  };
}
