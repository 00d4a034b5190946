import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render after. Anything the build
 * could not know (the query string, the clock, storage) waits for true, so hydration matches the
 * HTML; pages reached by client-side navigation are true from their first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
