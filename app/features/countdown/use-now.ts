import { useEffect, useState } from "react";

const TICK_MS = 1_000;

/**
 * The current time, refreshed every `intervalMs`. It is null while prerendering and on the first
 * client render, so the hydrated page matches the build-time HTML; the clock starts only once the
 * page is live.
 */
export function useNow(intervalMs = TICK_MS): Date | null {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  return now;
}
