/**
 * What a click on an island does before the island is ready (part of the inlined loader, so every
 * byte here is in every page's first view).
 *
 * A click the browser acts on by itself, the same with the island as without (a link, a form
 * field or its label, a native <dialog>'s opener), is left to the browser. Any other click would
 * be lost, since nothing listens yet (a tap on a menu's button), or answered differently from the
 * island (a form's Send, which would post the page natively and reload it where the island checks
 * and sends in place). That click is held instead, kept from every listener (React's too, if the
 * island is hydrating: React would otherwise hydrate at once inside the click and run it, and the
 * replay would run it again), and dispatched again, once, when the island is ready, on the node
 * that was clicked or, if the island replaced it, the node at the same place in the island. An
 * island that fails gets its clicks back too: a held Send then posts the form natively, as it
 * does without scripts. Keys need nothing of their own: Enter or Space on a button is a click,
 * and Enter in a field clicks its form's Send; both are held as clicks. A control outside the
 * island that names it (ISLAND_ATTRIBUTE.trigger: the footer's "Cookie settings") is held the
 * same way, by the loader, until that island is ready.
 */

/** Controls the browser (or the loader's dialog wiring) acts on with no island. */
const CONTROL = "a[href],button,input,select,textarea,label,summary,[data-opens-dialog]";

/** Whether a click at `target` does its job without the island's script. */
function actsNatively(target: Element): boolean {
  const control = target.closest(CONTROL);
  if (!(control instanceof HTMLButtonElement)) return control !== null;
  return control.hasAttribute("data-opens-dialog");
}

/** The child indices from `root` down to `node`. */
function placeOf(root: Element, node: Element): number[] {
  const place: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) {
    place.unshift([...at.parentElement.children].indexOf(at));
  }
  return place;
}

/**
 * Starts holding the clicks on `element` that need its island, and calls `start` on each (a click
 * is a first touch too). The returned function stops holding and dispatches each held click
 * again, in order, once.
 */
export function holdClicks(element: HTMLElement, start: () => void): () => void {
  const held: [MouseEvent, Element, number[]][] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || actsNatively(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push([event, target, placeOf(element, target)]);
    start();
  };
  element.addEventListener("click", hold, true);
  return () => {
    element.removeEventListener("click", hold, true);
    for (const [event, target, place] of held.splice(0)) {
      const node = element.contains(target)
        ? target
        : place.reduce<Element | undefined>((at, index) => at?.children[index], element);
      // The same kind of event (a PointerEvent in Chromium), with the same position and keys.
      node?.dispatchEvent(new (event.constructor as typeof MouseEvent)("click", event));
    }
  };
}
