/**
 * A store's rows read directly, with no server running: the embedded one through PGlite on its
 * folder, PostgreSQL through `query` (support/postgres.ts). For the specs of the store's
 * commands, which compare a store before and after a backup, a restore or a move.
 */
import { PGlite } from "@electric-sql/pglite";
import { join } from "node:path";

/** What `read` gets from the stopped embedded store in `dataDir`, opened once for it. */
export async function readEmbedded<T>(
  dataDir: string,
  read: (db: PGlite) => Promise<T>,
): Promise<T> {
  const db = await PGlite.create(join(dataDir, "pglite"));
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

export function embeddedQuery<Row>(
  dataDir: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  return readEmbedded(dataDir, async (db) => (await db.query<Row>(sql, params)).rows);
}

/** Each delivery with its lead, in an order both engines give alike. */
export const DELIVERY_ROWS = `
  SELECT l.id::text AS lead, l.form, l.attribution, d.hook, d.state, d.attempts,
         d.last_status, d.delivered_at IS NOT NULL AS has_delivered_at
    FROM leads l JOIN deliveries d ON d.lead_id = l.id
   ORDER BY l.id, d.hook`;

export interface DeliveryRow {
  lead: string;
  form: string;
  attribution: unknown;
  hook: string;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  last_status: number | null;
  has_delivered_at: boolean;
}

/** The deliveries of each lead, by lead id. */
export function byLead(rows: DeliveryRow[]): Map<string, DeliveryRow[]> {
  const leads = new Map<string, DeliveryRow[]>();
  for (const row of rows) leads.set(row.lead, [...(leads.get(row.lead) ?? []), row]);
  return leads;
}
