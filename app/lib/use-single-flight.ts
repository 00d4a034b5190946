import { useCallback, useRef } from "react";

/**
 * Wraps an async action so that it runs once at a time: a double click or a second Enter while a
 * lead is being sent does nothing, even before React has re-rendered the disabled button.
 */
export function useSingleFlight<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  return useCallback(
    async (...args: Args) => {
      if (running.current) return;
      running.current = true;
      try {
        await action(...args);
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}
