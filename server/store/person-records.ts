import type { PersonKey } from "./person-key";
import { matchingFeedback } from "./person-matches";
import type { Sql } from "./sql";

/** Whose rows: the ids of the person's leads (locked by the erasure), and the key they match. */
interface PersonScope {
  leadIds: readonly string[];
  key: PersonKey;
}

/**
 * A table, besides `leads` itself, that holds a person's data: what a copy of their data hands
 * over, and what an erasure deletes (or blanks, where a row must stay, as a payment's amount must
 * for the accounts). A new table of personal data is one more entry in PERSON_RECORDS, and
 * "Download their data", "Erase" and the erasure's counts take it in with no other change.
 */
export interface PersonRecords {
  /** Its key in the downloaded file. */
  name: string;
  /** Its rows for the copy, as plain JSON values. */
  rows(sql: Sql, scope: PersonScope): Promise<Record<string, unknown>[]>;
  /** Runs in the erasure's transaction, before the leads go; the counts it adds to the record. */
  erase(sql: Sql, scope: PersonScope): Promise<Record<string, number>>;
}

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Each lead's deliveries: where it was sent and what each receiver got. Deleting the row is what
 * stops the outbox: a claim only takes a row that exists, and an attempt in flight records its
 * outcome by the row's id and lease, so it finds nothing to write to and nothing comes back.
 */
const deliveries: PersonRecords = {
  name: "deliveries",
  async rows(sql, { leadIds }) {
    const rows = await sql.query<{ body: string }>(
      `SELECT lead_id::text AS "leadId", hook AS channel, state, attempts,
              last_attempt_at AS "lastAttemptAt", last_status AS "lastStatus",
              delivered_at AS "deliveredAt", body
         FROM deliveries WHERE lead_id = ANY($1::uuid[]) ORDER BY id`,
      [leadIds],
    );
    return rows.map(({ body, ...row }) => ({ ...row, sent: parsed(body) }));
  },
  async erase(sql, { leadIds }) {
    const rows = await sql.query<{ in_flight: boolean }>(
      `DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])
       RETURNING (state = 'pending' AND leased_until > now()) AS in_flight`,
      [leadIds],
    );
    // An attempt already under way may still reach its receiver once; the owner is told so.
    return {
      deliveries: rows.length,
      deliveriesInFlight: rows.filter((row) => row.in_flight).length,
    };
  },
};

/**
 * What a form posted without scripts showed back to them, kept for ten minutes
 * (form-feedback.ts): the values they typed, whether or not the post became a lead.
 */
const formFeedback: PersonRecords = {
  name: "formFeedback",
  async rows(sql, { key }) {
    return sql.query(
      `SELECT form, payload -> 'values' AS "typed", expires_at AS "expiresAt"
         FROM form_feedback WHERE token_hash = ANY($1::text[]) AND expires_at > now()
        ORDER BY expires_at`,
      [await matchingFeedback(sql, key)],
    );
  },
  async erase(sql, { key }) {
    const rows = await sql.query(
      "DELETE FROM form_feedback WHERE token_hash = ANY($1::text[]) RETURNING form",
      [await matchingFeedback(sql, key)],
    );
    return { feedback: rows.length };
  },
};

/**
 * Their paid audits (payments.ts). A payment's row stays for the accounts, amount and date, but
 * its link to the erased lead goes: nothing left says whose it was, only when it was erased (the
 * audit it paid for still takes its week's spot, and the owner's page says why it has no lead).
 */
const payments: PersonRecords = {
  name: "payments",
  async rows(sql, { leadIds }) {
    return sql.query(
      `SELECT lead_id::text AS "leadId", amount, currency, paid_at AS "paidAt",
              refunded_amount AS "refundedAmount", refunded_at AS "refundedAt",
              session_id AS "stripeSession"
         FROM payments WHERE lead_id = ANY($1::uuid[]) ORDER BY id`,
      [leadIds],
    );
  },
  async erase(sql, { leadIds }) {
    const rows = await sql.query(
      `UPDATE payments SET lead_id = NULL, client_reference_id = NULL, erased_at = now()
        WHERE lead_id = ANY($1::uuid[]) OR client_reference_id = ANY($2::text[])
        RETURNING id`,
      [leadIds, leadIds],
    );
    return { paymentsUnlinked: rows.length };
  },
};

/**
 * Every table of a person's data besides `leads`. Not `owner_notices` (owner-notices.ts): a
 * notice names no visitor, and its delivery belongs to no lead, so an erasure leaves both.
 */
export const PERSON_RECORDS: readonly PersonRecords[] = [deliveries, formFeedback, payments];
