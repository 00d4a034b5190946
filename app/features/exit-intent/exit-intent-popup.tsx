import { Island } from "~/islands/island";

/**
 * Where the exit-intent popup lives: an empty element whose island (exit-intent-island.ts) watches
 * for exit intent and, once it fires, renders the dialog into it. Nothing of the popup is in the
 * prerendered page, and its code is not part of the first download.
 */
export function ExitIntentPopup() {
  return <Island name="exit-intent" strategy="load" />;
}
