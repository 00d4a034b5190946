import type { Sql } from "./sql";

/**
 * Writes and commits one tiny row: if this works, a lead can be stored now. A read would answer
 * from memory while the disk refuses every write, and a rolled-back write never reaches the WAL.
 */
export async function probeWrite(db: Sql): Promise<void> {
  await db.query(
    `INSERT INTO store_probe (id, at) VALUES (1, now())
     ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  );
}
