/**
 * When a failed delivery is tried again, in units of LEAD_RETRY_BASE_MS (10 s by default), so
 * tests can run the whole day-long schedule in seconds:
 * - retry n waits base × 2^(n-1), at most 360 units (an hour), with "equal jitter" (half of it
 *   fixed, half random) so that many failed deliveries do not come back all at once;
 * - the first retry comes after half to one unit (5–10 s);
 * - retries go on until 8,640 units (24 hours) after the first attempt, then the delivery fails.
 */
export const MAX_DELAY_UNITS = 360;
const RETRY_WINDOW_UNITS = 8_640;

export function retryWindowMs(baseMs: number): number {
  return baseMs * RETRY_WINDOW_UNITS;
}

export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random) {
  const ceiling = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), baseMs * MAX_DELAY_UNITS);
  return ceiling / 2 + random() * (ceiling / 2);
}

/** Retry-After as seconds or an HTTP date, in milliseconds from `now`; undefined if unusable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The next attempt after a failure at `now`, or null when the retry window has run out.
 * Backoff never goes past the window's end, so the last retry lands right on it; a webhook's
 * own Retry-After is honoured, up to the longest backoff step.
 */
export function nextAttemptAt({
  attempt,
  now,
  retryUntil,
  baseMs,
  retryAfterMs,
  random,
}: {
  attempt: number;
  now: number;
  retryUntil: number;
  baseMs: number;
  retryAfterMs?: number;
  random?: () => number;
}): number | null {
  if (now >= retryUntil) return null;
  const backoff = Math.min(now + backoffMs(attempt, baseMs, random), retryUntil);
  if (retryAfterMs === undefined) return backoff;
  return Math.max(backoff, now + Math.min(retryAfterMs, baseMs * MAX_DELAY_UNITS));
}
