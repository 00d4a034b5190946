import { createHash, randomUUID } from "node:crypto";
import type { HookName } from "../config";
import type { PlannedDelivery } from "../leads/lead-forms";
import type { Database, Sql } from "./database";

/** The same lead sent again within this window is stored once. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** The window the per-form, per-address lead limit counts over. */
const RATE_WINDOW_MS = 10 * 60_000;
/** Rate events older than this are no longer read by any limit. */
const RATE_EVENT_RETENTION_MS = 24 * 60 * 60_000;

export type SaveOutcome = "stored" | "duplicate" | "rate-limited";

export interface NewLead {
  form: string;
  fields: Record<string, unknown>;
  spam: boolean;
  deliveries: PlannedDelivery[];
  /** The rate-limit bucket of the sender (form and a hash of the address). */
  rateBucket: string;
}

export interface ClaimedDelivery {
  id: string;
  leadId: string;
  form: string;
  hook: HookName;
  body: string;
  attempt: number;
  retryUntil: Date;
  leaseToken: string;
}

export type DeliveryState = "pending" | "delivered" | "failed";

export interface DeliveryView {
  id: string;
  hook: HookName;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
}

export interface LeadView {
  id: string;
  form: string;
  receivedAt: Date;
  fields: Record<string, unknown>;
  spam: boolean;
  deliveries: DeliveryView[];
}

const ms = (param: string) => `make_interval(secs => ${param}::float8 / 1000)`;

/** Serialises writers of one key across every instance sharing the database. */
async function lockKey(tx: Sql, key: string) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
}

function fingerprintOf(form: string, fields: Record<string, unknown>): string {
  return createHash("sha256")
    .update(JSON.stringify([form, fields]))
    .digest("hex");
}

/** A client address is kept only as a hash, and only to count requests. */
export function rateBucket(scope: string, clientAddress: string): string {
  const hash = createHash("sha256").update(clientAddress).digest("hex").slice(0, 32);
  return `${scope}:${hash}`;
}

export function createLeadStore(db: Database) {
  async function countRecent(tx: Sql, bucket: string, windowMs: number): Promise<number> {
    const [row] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM rate_events
        WHERE bucket = $1 AND at > now() - ${ms("$2")}`,
      [bucket, windowMs],
    );
    return row?.count ?? 0;
  }

  return {
    db,

    /**
     * Stores a lead and its deliveries in one transaction, so a lead is never half-written:
     * either everything is committed or nothing is. A repeat within the duplicate window and a
     * sender over the limit store nothing.
     */
    async saveLead(
      lead: NewLead,
      rateLimit: number,
    ): Promise<{ outcome: SaveOutcome; id?: string }> {
      const fingerprint = fingerprintOf(lead.form, lead.fields);
      return db.transaction(async (tx) => {
        // Always the same order (sender, then lead), so two writers never wait on each other.
        await lockKey(tx, `rate:${lead.rateBucket}`);
        await lockKey(tx, `lead:${fingerprint}`);
        const [previous] = await tx.query<{ id: string }>(
          `SELECT id FROM leads WHERE fingerprint = $1 AND received_at > now() - ${ms("$2")}
            ORDER BY received_at DESC LIMIT 1`,
          [fingerprint, DUPLICATE_WINDOW_MS],
        );
        if (previous) return { outcome: "duplicate", id: previous.id };
        if (
          rateLimit > 0 &&
          (await countRecent(tx, lead.rateBucket, RATE_WINDOW_MS)) >= rateLimit
        ) {
          return { outcome: "rate-limited" };
        }
        const id = randomUUID();
        await tx.query(
          "INSERT INTO leads (id, form, fields, spam, fingerprint) VALUES ($1, $2, $3::jsonb, $4, $5)",
          [id, lead.form, JSON.stringify(lead.fields), lead.spam, fingerprint],
        );
        if (!lead.spam) {
          for (const delivery of lead.deliveries) {
            await tx.query("INSERT INTO deliveries (lead_id, hook, body) VALUES ($1, $2, $3)", [
              id,
              delivery.hook,
              delivery.body,
            ]);
          }
        }
        await tx.query("INSERT INTO rate_events (bucket) VALUES ($1)", [lead.rateBucket]);
        return { outcome: "stored", id };
      });
    },

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

    async pruneRateEvents(): Promise<void> {
      await db.query(`DELETE FROM rate_events WHERE at < now() - ${ms("$1")}`, [
        RATE_EVENT_RETENTION_MS,
      ]);
    },

    /**
     * Deletes leads (and their deliveries) received longer ago than `retentionMs`, as the privacy
     * notice promises; by then the owner's automation has had them for a long time.
     */
    async pruneOldLeads(retentionMs: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM leads WHERE received_at < now() - ${ms("$1")} RETURNING id`,
        [retentionMs],
      );
      return rows.length;
    },

    /**
     * Leases up to `limit` due deliveries to this instance. SKIP LOCKED lets instances sharing
     * one database claim different rows; the lease keeps a row from being claimed again while
     * its attempt is in flight, and lets another instance take it over if this one dies.
     */
    async claimDue(
      hooks: readonly HookName[],
      { limit, leaseMs, retryWindowMs }: { limit: number; leaseMs: number; retryWindowMs: number },
    ): Promise<ClaimedDelivery[]> {
      if (hooks.length === 0 || limit <= 0) return [];
      const leaseToken = randomUUID();
      const rows = await db.query<{
        id: string;
        lead_id: string;
        form: string;
        hook: HookName;
        body: string;
        attempts: number;
        retry_until: Date;
      }>(
        `UPDATE deliveries AS d
            SET lease_token = $1,
                leased_until = now() + ${ms("$2")},
                attempts = d.attempts + 1,
                retry_until = coalesce(d.retry_until, now() + ${ms("$3")})
           FROM leads AS l
          WHERE l.id = d.lead_id
            AND d.id IN (
              SELECT id FROM deliveries
               WHERE state = 'pending'
                 AND hook = ANY($4::text[])
                 AND next_attempt_at <= now()
                 AND (leased_until IS NULL OR leased_until < now())
               ORDER BY next_attempt_at
               LIMIT $5
               FOR UPDATE SKIP LOCKED)
        RETURNING d.id::text AS id, d.lead_id::text AS lead_id, l.form, d.hook, d.body,
                  d.attempts, d.retry_until`,
        [leaseToken, leaseMs, retryWindowMs, hooks, limit],
      );
      return rows.map((row) => ({
        id: row.id,
        leadId: row.lead_id,
        form: row.form,
        hook: row.hook,
        body: row.body,
        attempt: row.attempts,
        retryUntil: new Date(row.retry_until),
        leaseToken,
      }));
    },

    /** Records an attempt's result, unless the lease was lost to another instance meanwhile. */
    async recordAttempt(
      claim: ClaimedDelivery,
      result:
        | { state: "delivered"; status: number }
        | { state: "pending"; status: number | null; error: string; nextAttemptAt: Date }
        | { state: "failed"; status: number | null; error: string },
    ): Promise<void> {
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

    /** Undelivered work: what /healthz reports and what the owner should watch. */
    async backlog(): Promise<{ pending: number; failed: number; oldestPendingAt: Date | null }> {
      const [row] = await db.query<{ pending: number; failed: number; oldest: Date | null }>(
        `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
                count(*) FILTER (WHERE state = 'failed')::int AS failed,
                min(l.received_at) FILTER (WHERE state = 'pending') AS oldest
           FROM deliveries d JOIN leads l ON l.id = d.lead_id`,
      );
      return {
        pending: row?.pending ?? 0,
        failed: row?.failed ?? 0,
        oldestPendingAt: row?.oldest ? new Date(row.oldest) : null,
      };
    },

    /** Leads newest first, each with its deliveries. */
    async listLeads({
      limit,
      offset = 0,
      spam = false,
    }: {
      limit: number;
      offset?: number;
      spam?: boolean;
    }): Promise<{ leads: LeadView[]; total: number }> {
      const leads = await db.query<{
        id: string;
        form: string;
        received_at: Date;
        fields: Record<string, unknown>;
        spam: boolean;
      }>(
        `SELECT id::text AS id, form, received_at, fields, spam FROM leads
          WHERE spam = $1 ORDER BY received_at DESC, id LIMIT $2 OFFSET $3`,
        [spam, limit, offset],
      );
      const [count] = await db.query<{ total: number }>(
        "SELECT count(*)::int AS total FROM leads WHERE spam = $1",
        [spam],
      );
      const ids = leads.map((lead) => lead.id);
      const deliveries = ids.length
        ? await db.query<{
            id: string;
            lead_id: string;
            hook: HookName;
            state: DeliveryState;
            attempts: number;
            next_attempt_at: Date;
            last_attempt_at: Date | null;
            last_status: number | null;
            last_error: string | null;
            delivered_at: Date | null;
          }>(
            `SELECT id::text AS id, lead_id::text AS lead_id, hook, state, attempts,
                    next_attempt_at, last_attempt_at, last_status, last_error, delivered_at
               FROM deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY id`,
            [ids],
          )
        : [];
      return {
        total: count?.total ?? 0,
        leads: leads.map((lead) => ({
          id: lead.id,
          form: lead.form,
          receivedAt: new Date(lead.received_at),
          fields: typeof lead.fields === "string" ? JSON.parse(lead.fields) : lead.fields,
          spam: lead.spam,
          deliveries: deliveries
            .filter((delivery) => delivery.lead_id === lead.id)
            .map((delivery) => ({
              id: delivery.id,
              hook: delivery.hook,
              state: delivery.state,
              attempts: delivery.attempts,
              nextAttemptAt: new Date(delivery.next_attempt_at),
              lastAttemptAt: delivery.last_attempt_at ? new Date(delivery.last_attempt_at) : null,
              lastStatus: delivery.last_status,
              lastError: delivery.last_error,
              deliveredAt: delivery.delivered_at ? new Date(delivery.delivered_at) : null,
            })),
        })),
      };
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
