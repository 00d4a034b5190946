import { lockKey, ms, type Database } from "./sql";

/** One feedback to keep: what the table holds, the token only as its digest. */
export interface NewFeedback {
  tokenHash: string;
  form: string;
  /** What the page shows: plain text only (PostgreSQL's jsonb refuses NUL and lone surrogates). */
  payload: object;
  /** A hash of the poster's address, to bound what one address keeps. */
  sender: string;
}

/**
 * The `form_feedback` table: what a form posted without scripts shows back on its page
 * (leads/feedback-tokens.ts), kept in the store so that any instance answers the redirect's GET and
 * a restart loses nothing. Rows are looked up by the token's digest and live `ttlMs`; the
 * retention job deletes them once expired (jobs/retention.ts).
 */
export function createFeedbackTable(db: Database) {
  return {
    /**
     * Keeps one feedback. Under the sender's lock, its expired rows and all but its newest
     * `perSender - 1` go first, so a flood from one address evicts only its own.
     */
    async keepFeedback(
      feedback: NewFeedback,
      { ttlMs, perSender }: { ttlMs: number; perSender: number },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockKey(tx, `feedback:${feedback.sender}`);
        await tx.query(
          `DELETE FROM form_feedback
            WHERE sender = $1
              AND (expires_at <= now() OR token_hash IN (
                    SELECT token_hash FROM form_feedback WHERE sender = $1
                     ORDER BY expires_at DESC OFFSET $2))`,
          [feedback.sender, perSender - 1],
        );
        // The clock at the insert, not the transaction's start: rows of one sender are in the
        // order its lock let them in, which is the order the eviction above reads.
        await tx.query(
          `INSERT INTO form_feedback (token_hash, form, payload, sender, expires_at)
           VALUES ($1, $2, $3::jsonb, $4, clock_timestamp() + ${ms("$5")})`,
          [
            feedback.tokenHash,
            feedback.form,
            JSON.stringify(feedback.payload),
            feedback.sender,
            ttlMs,
          ],
        );
      });
    },

    /** The feedback kept under `tokenHash`, unless it has expired. */
    async findFeedback(tokenHash: string): Promise<{ form: string; payload: unknown } | undefined> {
      const [row] = await db.query<{ form: string; payload: unknown }>(
        "SELECT form, payload FROM form_feedback WHERE token_hash = $1 AND expires_at > now()",
        [tokenHash],
      );
      return row;
    },

    /** Retention (server/jobs/retention.ts): expired feedback is personal data no one reads. */
    async pruneExpiredFeedback(): Promise<number> {
      const rows = await db.query(
        "DELETE FROM form_feedback WHERE expires_at <= now() RETURNING 1",
      );
      return rows.length;
    },
  };
}

export type FeedbackTable = ReturnType<typeof createFeedbackTable>;
