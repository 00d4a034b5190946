import { valuesMatch, type PersonKey } from "./person-key";
import type { Sql } from "./sql";

/**
 * The rows of one person, found by reading every stored address (or number) and comparing it in
 * JavaScript by person-key.ts's rule, which SQL cannot repeat the same on every engine. A
 * person's request is rare, and only that one field of each row is read.
 */
function matching<Row extends { value: string | null }>(key: PersonKey, rows: readonly Row[]) {
  return rows.filter((row) => valuesMatch(key, { [key.kind]: row.value }));
}

/**
 * The ids of the leads matching the key, newest first, spam included, up to `receivedBy` when
 * given. With `lock`, the leads are locked (FOR UPDATE) before the ids are returned, and a lead
 * deleted meanwhile (retention) is left out.
 */
export async function matchingLeadIds(
  sql: Sql,
  key: PersonKey,
  { lock = false, receivedBy }: { lock?: boolean; receivedBy?: Date } = {},
): Promise<string[]> {
  const rows = await sql.query<{ id: string; value: string | null }>(
    `SELECT id::text AS id, fields ->> $1 AS value FROM leads
      WHERE fields ? $1 AND ($2::timestamptz IS NULL OR received_at <= $2::timestamptz)
      ORDER BY received_at DESC, id`,
    [key.kind, receivedBy?.toISOString() ?? null],
  );
  const ids = matching(key, rows).map((row) => row.id);
  if (!lock || ids.length === 0) return ids;
  const locked = await sql.query<{ id: string }>(
    `SELECT id::text AS id FROM leads WHERE id = ANY($1::uuid[])
      ORDER BY received_at DESC, id FOR UPDATE`,
    [ids],
  );
  return locked.map((row) => row.id);
}

/** The digests of the kept form feedback (form-feedback.ts) whose typed values match the key. */
export async function matchingFeedback(sql: Sql, key: PersonKey): Promise<string[]> {
  const rows = await sql.query<{ token_hash: string; value: string | null }>(
    `SELECT token_hash, payload -> 'values' ->> $1 AS value FROM form_feedback
      WHERE payload -> 'values' ? $1`,
    [key.kind],
  );
  return matching(key, rows).map((row) => row.token_hash);
}
