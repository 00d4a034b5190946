/**
 * Proof that something does not happen: looks every `everyMs` for the whole `ms`, and fails the
 * moment `found` sees anything. A single look (or `expect.poll`, which returns on its first
 * passing call) proves only that nothing had happened yet; an outbox retrying, or a second
 * instance taking a lead over, needs the whole quiet period to show up.
 */
export async function expectNothingWithin<T>(
  ms: number,
  found: () => T[] | Promise<T[]>,
  { everyMs = 100, what = "anything" }: { everyMs?: number; what?: string } = {},
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const seen = await found();
    if (seen.length > 0) {
      throw new Error(`Expected no ${what} within ${ms} ms, got ${JSON.stringify(seen, null, 2)}`);
    }
    const left = until - Date.now();
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(everyMs, left)));
  }
}
