/**
 * The events for which React hydrates a still-dehydrated root at once, inside the event's own
 * task (react-dom's `discreteReplayableEvents`, checked against the installed react-dom by
 * hydration-shield.test.ts): a keystroke during a form island's hydration would otherwise wait
 * for the whole island to hydrate synchronously, the longest interaction a phone visitor met
 * (bench/interaction.ts). Chromium's `textInput`, fired by every typed character, is one of them.
 */
export const HYDRATION_FORCING_EVENTS = [
  "auxclick",
  "beforeinput",
  "change",
  "click",
  "compositionend",
  "compositionstart",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "dragend",
  "dragstart",
  "drop",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "reset",
  "submit",
  "textInput",
  "touchcancel",
  "touchend",
  "touchstart",
] as const;

/**
 * Keeps those events away from React's listeners on `element` until `lift()` is called (when
 * the island has committed). Must be set before `hydrateRoot`, so that its capture listeners
 * run before React's on the same element. Only propagation stops: the browser still types the
 * keys and moves the focus, as it does before an island is loaded (a Send is held by the loader
 * until the island is ready, held-clicks.ts), and the hydrated form reads its fields' values
 * from the page.
 */
export function shieldHydration(element: HTMLElement): { lift: () => void } {
  const stop = (event: Event) => event.stopImmediatePropagation();
  for (const name of HYDRATION_FORCING_EVENTS) element.addEventListener(name, stop, true);
  return {
    lift() {
      for (const name of HYDRATION_FORCING_EVENTS) element.removeEventListener(name, stop, true);
    },
  };
}
