import type { IslandModule } from "../../../shared/island-contract";
import { loadDialog } from "./exit-intent-dialog-loader";
import { ACTIVITY_EVENTS } from "./exit-intent-triggers";
import { watchExitIntent } from "./exit-intent-watch";

// size budget: 2.5 KB (2.0 KB measured: the exit-intent watcher; the popup's React code loads when
// it fires)

/**
 * Every trigger of the popup follows some activity: the pointer moves before it leaves through the
 * top, a phone scrolls before it scrolls back up. So the popup's code (React, its form,
 * react-hook-form and zod) is fetched on the visitor's first activity, well before the shortest
 * inactivity trigger (12 s), and never on a page nobody touches: it is not part of the first view.
 */
function prefetchOnFirstActivity(): void {
  const prefetch = () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, prefetch);
    void loadDialog();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, prefetch, { passive: true });
}

/**
 * The exit-intent popup's trigger: a few hundred bytes of plain script started on load. Only when
 * a trigger fires does it bring in the dialog, rendered open into this island's empty element.
 */
export const mount: IslandModule["mount"] = (element) => {
  const watching = watchExitIntent(() => {
    void loadDialog().then(({ showExitIntentDialog }) => showExitIntentDialog(element));
  });
  if (watching) prefetchOnFirstActivity();
};
