import { createHash } from "node:crypto";
import { lockKey, ms, type Database, type Sql } from "./sql";

/** Rate events older than this are no longer read by any limit. */
const RATE_EVENT_RETENTION_MS = 24 * 60 * 60_000;

/** A client address is kept only as a hash, and only to count requests. */
export function rateBucket(scope: string, clientAddress: string): string {
  const hash = createHash("sha256").update(clientAddress).digest("hex").slice(0, 32);
  return `${scope}:${hash}`;
}

/** Events of `bucket` within the window; call it under the bucket's lock (`rate:<bucket>`). */
export async function countRecent(tx: Sql, bucket: string, windowMs: number): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM rate_events
      WHERE bucket = $1 AND at > now() - ${ms("$2")}`,
    [bucket, windowMs],
  );
  return row?.count ?? 0;
}

/** The `rate_events` table: one row per counted request, by bucket. */
export function createRateLimitStore(db: Database) {
  return {
    /** Counts an event against a limit, under the bucket's lock; false when over the limit. */
    async takeRateToken(bucket: string, limit: number, windowMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockKey(tx, `rate:${bucket}`);
        if ((await countRecent(tx, bucket, windowMs)) >= limit) return false;
        await tx.query("INSERT INTO rate_events (bucket) VALUES ($1)", [bucket]);
        return true;
      });
    },

    /** Forgets a bucket's events: a successful sign-in wipes the failed attempts before it. */
    async clearRateEvents(bucket: string): Promise<void> {
      await db.query("DELETE FROM rate_events WHERE bucket = $1", [bucket]);
    },

    /** Forgets every bucket of a scope (`scope:…`); returns how many events went. */
    async clearRateScope(scope: string): Promise<number> {
      const rows = await db.query(
        "DELETE FROM rate_events WHERE starts_with(bucket, $1) RETURNING 1",
        [`${scope}:`],
      );
      return rows.length;
    },

    /** Retention (server/jobs/retention.ts): events no limit reads any more. */
    async pruneRateEvents(): Promise<void> {
      await db.query(`DELETE FROM rate_events WHERE at < now() - ${ms("$1")}`, [
        RATE_EVENT_RETENTION_MS,
      ]);
    },
  };
}
