import type { IslandModule } from "../../../shared/island-contract";
import { loadDialog } from "./exit-intent-dialog-loader";
import { ACTIVITY_EVENTS } from "./exit-intent-triggers";
import { watchExitIntent } from "./exit-intent-watch";

// size budget: 2.5 KB (2.1 KB measured: the exit-intent watcher; the popup's React code loads on
// the visitor's first activity)

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
 * The exit-intent popup's trigger: plain script started on load. It fetches the dialog's code on
 * the first activity, and only when a trigger fires renders the dialog, open, into this island's
 * empty element.
 */
export const mount: IslandModule["mount"] = (element) => {
  const watching = watchExitIntent(() => {
    void loadDialog().then(({ showExitIntentDialog }) => showExitIntentDialog(element));
  });
  if (watching) prefetchOnFirstActivity();
};
