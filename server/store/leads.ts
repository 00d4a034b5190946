import { createHash, randomUUID } from "node:crypto";
import type { LeadAttribution } from "../../lead-forms/attribution";
import type { DeliveryChannel } from "../delivery-channels";
import { countRecent } from "./rate-limits";
import { lockKey, ms, type Database } from "./sql";

/** One delivery a new lead plans: its channel and what that channel receives. */
export interface PlannedDelivery {
  hook: DeliveryChannel;
  /** The exact JSON the webhook receives, in the brief's field order. */
  body: string;
}

/** The same lead sent again within this window is stored once. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** The window the per-form, per-address lead limit counts over. */
const RATE_WINDOW_MS = 10 * 60_000;

export type SaveOutcome = "stored" | "duplicate" | "rate-limited";

export interface NewLead {
  form: string;
  fields: Record<string, unknown>;
  /** Where it came from, already cleaned (cleanAttribution); not part of its fingerprint. */
  attribution?: LeadAttribution | undefined;
  spam: boolean;
  deliveries: PlannedDelivery[];
  /** The rate-limit bucket of the sender (form and a hash of the address). */
  rateBucket: string;
}

/**
 * The lock a lead holds while it is being stored, by its id: Stripe's event for a payment made
 * with that id waits for the lead's commit instead of finding no lead (payments.ts).
 */
export const leadIdLockKey = (id: string) => `lead-id:${id}`;

function fingerprintOf(form: string, fields: Record<string, unknown>): string {
  return createHash("sha256")
    .update(JSON.stringify([form, fields]))
    .digest("hex");
}

/**
 * The `leads` table. A lead is written with its deliveries and its sender's rate event in one
 * transaction, so those inserts live here rather than in their tables' modules.
 */
export function createLeadTable(db: Database) {
  return {
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
          // Only a lead of the same kind: a person's lead that matches an earlier bot post (which
          // was never sent) must still be stored and sent.
          `SELECT id FROM leads
            WHERE fingerprint = $1 AND spam = $3 AND received_at > now() - ${ms("$2")}
            ORDER BY received_at DESC LIMIT 1`,
          [fingerprint, DUPLICATE_WINDOW_MS, lead.spam],
        );
        if (previous) return { outcome: "duplicate", id: previous.id };
        if (
          rateLimit > 0 &&
          (await countRecent(tx, lead.rateBucket, RATE_WINDOW_MS)) >= rateLimit
        ) {
          return { outcome: "rate-limited" };
        }
        const id = randomUUID();
        // Held until the lead is committed: a payment for this id (payments.ts) waits for it.
        await lockKey(tx, leadIdLockKey(id));
        await tx.query(
          `INSERT INTO leads (id, form, fields, spam, fingerprint, attribution)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb)`,
          [
            id,
            lead.form,
            JSON.stringify(lead.fields),
            lead.spam,
            fingerprint,
            lead.attribution ? JSON.stringify(lead.attribution) : null,
          ],
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

    /**
     * Retention (server/jobs/retention.ts): deletes leads (and their deliveries) received longer
     * ago than `retentionMs`, as the privacy notice promises; by then the owner's automation has
     * had them for a long time.
     */
    async pruneOldLeads(retentionMs: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM leads WHERE received_at < now() - ${ms("$1")} RETURNING id`,
        [retentionMs],
      );
      return rows.length;
    },
  };
}
