import { randomUUID } from "node:crypto";
import type { DeliveryChannel } from "../delivery-channels";
import type { StoredFields } from "../../lead-forms/definition";
import { ms, type Database } from "./sql";

interface Claim {
  id: string;
  hook: DeliveryChannel;
  body: string;
  attempt: number;
  retryUntil: Date;
  leaseToken: string;
}

/** A delivery about a lead: one of its webhooks, or the owner's email about it. */
export interface LeadClaim extends Claim {
  leadId: string;
  form: string;
  noticeId?: undefined;
}

/** The owner's email about the site itself (owner-notices.ts): no lead, no webhook. */
interface NoticeClaim extends Claim {
  noticeId: string;
  leadId?: undefined;
  form?: undefined;
}

export type ClaimedDelivery = LeadClaim | NoticeClaim;

/** What an attempt came to, as the outbox records it. */
export type AttemptResult =
  | { state: "delivered"; status: number }
  | { state: "pending"; status: number | null; error: string; nextAttemptAt: Date }
  | { state: "failed"; status: number | null; error: string };

/** The `deliveries` table: one row per lead and webhook, claimed and recorded by the outbox. */
export function createDeliveryTable(db: Database) {
  return {
    /**
     * Leases up to `limit` due deliveries to this instance. SKIP LOCKED lets instances sharing
     * one database claim different rows; the lease keeps a row from being claimed again while
     * its attempt is in flight, and lets another instance take it over if this one dies.
     */
    async claimDue(
      hooks: readonly DeliveryChannel[],
      { limit, leaseMs, retryWindowMs }: { limit: number; leaseMs: number; retryWindowMs: number },
    ): Promise<ClaimedDelivery[]> {
      if (hooks.length === 0 || limit <= 0) return [];
      const leaseToken = randomUUID();
      const rows = await db.query<{
        id: string;
        lead_id: string | null;
        notice_id: string | null;
        form: string | null;
        hook: DeliveryChannel;
        body: string;
        attempts: number;
        retry_until: Date;
      }>(
        `UPDATE deliveries AS d
            SET lease_token = $1,
                leased_until = now() + ${ms("$2")},
                attempts = d.attempts + 1,
                retry_until = coalesce(d.retry_until, now() + ${ms("$3")})
          WHERE d.id IN (
              SELECT id FROM deliveries
               WHERE state = 'pending'
                 AND hook = ANY($4::text[])
                 AND next_attempt_at <= now()
                 AND (leased_until IS NULL OR leased_until < now())
               ORDER BY next_attempt_at
               LIMIT $5
               FOR UPDATE SKIP LOCKED)
        RETURNING d.id::text AS id, d.lead_id::text AS lead_id, d.notice_id::text AS notice_id,
                  (SELECT l.form FROM leads AS l WHERE l.id = d.lead_id) AS form, d.hook, d.body,
                  d.attempts, d.retry_until`,
        [leaseToken, leaseMs, retryWindowMs, hooks, limit],
      );
      return rows.map((row) => {
        const claim = {
          id: row.id,
          hook: row.hook,
          body: row.body,
          attempt: row.attempts,
          retryUntil: new Date(row.retry_until),
          leaseToken,
        };
        // A delivery belongs to a lead or to a notice (deliveries_lead_or_notice).
        return row.notice_id !== null
          ? { ...claim, noticeId: row.notice_id }
          : { ...claim, leadId: row.lead_id ?? "", form: row.form ?? "" };
      });
    },

    /** Records an attempt's result, unless the lease was lost to another instance meanwhile. */
    async recordAttempt(claim: ClaimedDelivery, result: AttemptResult): Promise<void> {
      const delivered = result.state === "delivered";
      await db.query(
        `UPDATE deliveries
            SET state = $3,
                last_attempt_at = now(),
                last_status = $4,
                last_error = $5,
                next_attempt_at = coalesce($6::timestamptz, next_attempt_at),
                delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE NULL END,
                lease_token = NULL,
                leased_until = NULL
          WHERE id = $1::bigint AND lease_token = $2`,
        [
          claim.id,
          claim.leaseToken,
          result.state,
          result.status,
          delivered ? null : result.error,
          result.state === "pending" ? result.nextAttemptAt.toISOString() : null,
        ],
      );
    },

    /** The owner's "Retry now": a failed or waiting delivery becomes due at once, with a fresh window. */
    async retryNow(deliveryId: string): Promise<boolean> {
      if (!/^\d{1,18}$/.test(deliveryId)) return false;
      const rows = await db.query(
        `UPDATE deliveries
            SET state = 'pending', next_attempt_at = now(), retry_until = NULL
          WHERE id = $1::bigint AND state <> 'delivered'
        RETURNING id`,
        [deliveryId],
      );
      return rows.length > 0;
    },

    /**
     * A lead as the owner's email tells it, read when the email is due. The attribution is read
     * from the row as a whole, so this works whether or not the store keeps one yet.
     */
    async leadForDelivery(leadId: string): Promise<{
      form: string;
      receivedAt: Date;
      fields: StoredFields;
      attribution: unknown;
    } | null> {
      const [row] = await db.query<{
        form: string;
        received_at: Date;
        fields: StoredFields | string;
        attribution: unknown;
      }>(
        `SELECT form, received_at, fields, to_jsonb(l) -> 'attribution' AS attribution
           FROM leads AS l WHERE id = $1::uuid`,
        [leadId],
      );
      if (!row) return null;
      return {
        form: row.form,
        receivedAt: new Date(row.received_at),
        fields: typeof row.fields === "string" ? JSON.parse(row.fields) : row.fields,
        attribution:
          typeof row.attribution === "string" ? JSON.parse(row.attribution) : row.attribution,
      };
    },

    /**
     * Undelivered work about leads: what /healthz reports and what the owner's page shows. The
     * owner's notices are left out, as the page lists only leads' deliveries: their outcome is
     * in the log (`delivery` lines with a `notice`).
     */
    async backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: Date | null }> {
      const [row] = await db.query<{ pending: number; failed: number; oldest: Date | null }>(
        // Each part through a partial index (deliveries_due, deliveries_failed): the cost is
        // the backlog's, however many deliveries the store keeps.
        `SELECT (SELECT count(*) FROM deliveries
                  WHERE state = 'pending' AND lead_id IS NOT NULL)::int AS pending,
                (SELECT count(*) FROM deliveries
                  WHERE state = 'failed' AND lead_id IS NOT NULL)::int AS failed,
                (SELECT min(l.received_at) FROM deliveries d JOIN leads l ON l.id = d.lead_id
                  WHERE d.state = 'pending') AS oldest`,
      );
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },
  };
}
