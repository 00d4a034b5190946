import { Suspense, useEffect } from "react";
import { lazyNamed } from "~/lib/lazy-named";
import { ACTIVITY_EVENTS } from "./exit-intent-triggers";
import { useExitIntent } from "./use-exit-intent";

const loadDialog = () => import("./exit-intent-dialog");
const ExitIntentDialog = lazyNamed(loadDialog, "ExitIntentDialog");

/**
 * Every trigger of the popup follows some activity: the pointer moves before it leaves through the
 * top, a phone scrolls before it scrolls back up. So the popup's code (its form, react-hook-form
 * and zod, about 27 KB) is fetched on the visitor's first activity, or after a few seconds, well
 * before the shortest inactivity trigger (12 s). Fetched straight after hydration, its evaluation
 * landed in the page's busiest seconds on a phone and counted against every page's blocking time.
 */
const PRELOAD_FALLBACK_DELAY_MS = 5_000;

/** Watches for exit intent and shows the popup. The dialog is not part of the first download. */
export function ExitIntentPopup() {
  const [open, setOpen] = useExitIntent();

  useEffect(() => {
    const preload = () => {
      stop();
      void loadDialog();
    };
    const timer = setTimeout(preload, PRELOAD_FALLBACK_DELAY_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, preload, { passive: true });
    function stop() {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, preload);
    }
    return stop;
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog open={open} setOpen={setOpen} />
    </Suspense>
  );
}
