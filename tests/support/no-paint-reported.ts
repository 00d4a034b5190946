import { vi } from "vitest";

/**
 * A browser that never reports a paint, for the island loader (app/islands/loader.ts): its `load`
 * and `idle` islands then wait for the fallbacks, so a test's own touch is what starts one.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function reportNoPaint(): void {
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
}
