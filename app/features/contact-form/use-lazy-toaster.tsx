import { Suspense, useCallback, useState, type ReactNode } from "react";
import { lazyNamed } from "~/lib/lazy-named";

const loadSonner = () => import("sonner");
const Toaster = lazyNamed(loadSonner, "Toaster");

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * sonner's toasts without sonner in the page's first download: its code is fetched in an idle
 * moment once the visitor starts on the form, and at the latest when there is something to
 * say. The Toaster mounts only then: mounting it on the first focus put its first render in
 * the middle of the visitor's first keystrokes.
 */
export function useLazyToaster(): {
  toaster: ReactNode;
  prepare: () => void;
  show: (kind: "success" | "error", message: string) => Promise<void>;
} {
  const [mounted, setMounted] = useState(false);

  const prepare = useCallback(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => void loadSonner());
    else setTimeout(() => void loadSonner(), 1);
  }, []);

  const show = useCallback(
    async (kind: "success" | "error", message: string) => {
      const { toast } = await loadSonner();
      if (!mounted) {
        setMounted(true);
        // Let the Toaster mount and subscribe before the toast is published.
        await nextFrame();
        await nextFrame();
      }
      toast[kind](message);
    },
    [mounted],
  );

  const toaster = mounted ? (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" richColors closeButton />
    </Suspense>
  ) : null;

  return { toaster, prepare, show };
}
