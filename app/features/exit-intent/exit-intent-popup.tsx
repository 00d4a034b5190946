import { Suspense, useEffect } from "react";
import { lazyNamed } from "~/lib/lazy-named";
import { useExitIntent } from "./use-exit-intent";

const loadDialog = () => import("./exit-intent-dialog");
const ExitIntentDialog = lazyNamed(loadDialog, "ExitIntentDialog");

/** Fetch the popup's code while the browser is idle, so it opens instantly when triggered. */
const PRELOAD_FALLBACK_DELAY_MS = 3_000;

/**
 * Watches for exit intent and shows the popup. The dialog and its form are not part of the
 * page's first download: they arrive in the background after the page has loaded.
 */
export function ExitIntentPopup() {
  const [open, setOpen] = useExitIntent();

  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(() => void loadDialog());
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => void loadDialog(), PRELOAD_FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} setOpen={setOpen} />
    </Suspense>
  );
}
