import type { DeliveryChannel } from "../delivery-channels";
import { lockKey, ms, type Database } from "./sql";

/** What the owner is told about the site itself, as its email is built when it is due. */
export interface OwnerNotice {
  kind: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

export interface NewOwnerNotice {
  kind: string;
  details: Record<string, unknown>;
  /** The channel that tells the owner: a delivery the outbox sends like a lead's. */
  hook: DeliveryChannel;
  /** None is kept while one of the same kind is younger than this: one per episode. */
  onceWithinMs: number;
}

const RECENT_NOTICE = `SELECT 1 FROM owner_notices
  WHERE kind = $1 AND created_at > now() - ${ms("$2")} LIMIT 1`;

/**
 * The `owner_notices` table: the owner's emails about the site rather than a lead. Each notice is
 * committed with its delivery, and the outbox sends it with a lead's guarantees (leases, retries,
 * the email's own slots and deadline); the notice is also the mark that its episode was told.
 */
export function createOwnerNoticeTable(db: Database) {
  return {
    /**
     * Keeps a notice and its delivery in one transaction, unless one of its kind is younger than
     * `onceWithinMs`; true when it was kept. Instances sharing the database take turns under the
     * kind's lock, so two that see the same episode at once keep one notice between them.
     */
    async queueOwnerNotice(notice: NewOwnerNotice): Promise<boolean> {
      const recent = [notice.kind, notice.onceWithinMs];
      // Read without the lock first: under a guessing attack every refusal asks, and all but the
      // first find the episode already told.
      if ((await db.query(RECENT_NOTICE, recent)).length > 0) return false;
      return db.transaction(async (tx) => {
        await lockKey(tx, `owner-notice:${notice.kind}`);
        if ((await tx.query(RECENT_NOTICE, recent)).length > 0) return false;
        const [row] = await tx.query<{ id: string }>(
          "INSERT INTO owner_notices (kind, details) VALUES ($1, $2::jsonb) RETURNING id::text AS id",
          [notice.kind, JSON.stringify(notice.details)],
        );
        await tx.query(
          "INSERT INTO deliveries (notice_id, hook, body) VALUES ($1::bigint, $2, '')",
          [row?.id, notice.hook],
        );
        return true;
      });
    },

    /** A notice as its email tells it, read when the email is due. */
    async noticeForDelivery(noticeId: string): Promise<OwnerNotice | null> {
      const [row] = await db.query<{
        kind: string;
        details: Record<string, unknown> | string;
        created_at: Date;
      }>("SELECT kind, details, created_at FROM owner_notices WHERE id = $1::bigint", [noticeId]);
      if (!row) return null;
      return {
        kind: row.kind,
        details: typeof row.details === "string" ? JSON.parse(row.details) : row.details,
        createdAt: new Date(row.created_at),
      };
    },

    /** Retention (server/jobs/retention.ts): notices older than the leads kept, their deliveries with them. */
    async pruneOldNotices(retentionMs: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM owner_notices WHERE created_at < now() - ${ms("$1")} RETURNING id`,
        [retentionMs],
      );
      return rows.length;
    },
  };
}
