import type { Database, Sql } from "./sql";

/**
 * The owner's data, table by table, as `npm run store:move-to-postgres` copies it: parents before
 * the tables that refer to them, each in an order that is stable. A table a later migration adds
 * for the owner's data joins this list; its columns are read from the
 * source, so nothing else changes. Left behind on purpose: `rate_events` (counters that expire
 * within minutes), `admin_credentials`, `admin_sessions` and `sign_in_links` (the owner signs in again),
 * `store_probe` (/healthz's scratch row), `form_feedback` (answers shown back for ten minutes) and
 * `schema_migrations` (the target has its own).
 */
const COPIED_TABLES: readonly { name: string; orderBy: string }[] = [
  { name: "leads", orderBy: "received_at, id" },
  // The owner's notices before the deliveries of their emails: one still pending goes out from
  // PostgreSQL, and a lockout told before the move is not told again within its episode.
  { name: "owner_notices", orderBy: "id" },
  { name: "deliveries", orderBy: "id" },
  // Stripe's events and the payments they recorded: a paid audit stays paid, and an event Stripe
  // sends again after the move is still recognised as one already seen.
  { name: "stripe_events", orderBy: "received_at, id" },
  { name: "payments", orderBy: "id" },
  // The record that a person's data was erased is the owner's proof; it holds no personal data.
  { name: "person_erasures", orderBy: "id" },
  // The site's content: every published revision (the site serves the newest, and any can be
  // published again) and the owner's drafts.
  { name: "content_revisions", orderBy: "id" },
  { name: "content_drafts", orderBy: "document" },
  // The published site: after the move every server serves the release last published.
  { name: "published_releases", orderBy: "id" },
];

/** Rows per statement: a few hundred leads make a parameter of well under a megabyte. */
const BATCH = 500;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function columnsOf(db: Sql, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * Rows travel as JSON, so each engine converts its own types (uuid, timestamptz, jsonb, bigint)
 * and the copy needs no list of column types.
 */
async function copyTable(source: Database, target: Sql, name: string, orderBy: string) {
  const columns = (await columnsOf(source, name)).map(quote).join(", ");
  let copied = 0;
  for (;;) {
    const [batch] = await source.query<{ rows: string | null; count: number }>(
      `SELECT json_agg(t)::text AS rows, count(*)::int AS count FROM (
         SELECT ${columns} FROM ${quote(name)} ORDER BY ${orderBy} LIMIT $1 OFFSET $2
       ) t`,
      [BATCH, copied],
    );
    if (!batch?.rows || batch.count === 0) return copied;
    await target.query(
      `INSERT INTO ${quote(name)} (${columns})
       SELECT ${columns} FROM json_populate_recordset(NULL::${quote(name)}, $1::json)`,
      [batch.rows],
    );
    copied += batch.count;
  }
}

/** A serial column (deliveries.id) goes on from the highest id copied, not from 1. */
async function advanceSequences(target: Sql, name: string) {
  const serials = await target.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
        AND column_default LIKE 'nextval(%'`,
    [name],
  );
  for (const { column_name: column } of serials) {
    await target.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 1),
                     max(${quote(column)}) IS NOT NULL)
         FROM ${quote(name)}`,
      [quote(name), column],
    );
  }
}

export class TargetNotEmptyError extends Error {}

/**
 * Copies COPIED_TABLES from `source` into `target` (both migrated to this code's schema) in one
 * transaction on the target: all of it or nothing. A target that already holds leads, the
 * owner's notices or the site's content is refused, checked under a lock so no server can store one meanwhile.
 */
export async function copyStore(source: Database, target: Database) {
  return target.transaction(async (tx) => {
    for (const { name } of COPIED_TABLES) {
      await tx.query(`LOCK TABLE ${quote(name)} IN EXCLUSIVE MODE`);
    }
    // A server started on the target before the move may have kept a notice (a lockout) there.
    const [held] = await tx.query<{ leads: number; notices: number; content: number }>(
      `SELECT (SELECT count(*) FROM leads)::int AS leads,
              (SELECT count(*) FROM owner_notices)::int AS notices,
              (SELECT count(*) FROM content_revisions)::int
                + (SELECT count(*) FROM content_drafts)::int AS content`,
    );
    if (held?.leads || held?.notices || held?.content) {
      throw new TargetNotEmptyError(
        `The PostgreSQL database already holds ${held.leads} leads, ${held.notices} of the ` +
          `owner's notices and ${held.content} saved versions of the site's content: the store ` +
          "is moved only into a database that holds none, so that nothing is mixed or sent twice.",
      );
    }
    const copied: Record<string, number> = {};
    for (const { name, orderBy } of COPIED_TABLES) {
      copied[name] = await copyTable(source, tx, name, orderBy);
      await advanceSequences(tx, name);
    }
    return copied;
  });
}
