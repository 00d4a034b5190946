import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../log";
import { openEmbedded } from "./embedded-database";
import { readLedger, type ErasureLedger } from "./erasure-ledger";
import { migrate } from "./migrations";
import { createPersonData } from "./person-data";
import { parsePersonQuery, type PersonKey } from "./person-key";
import type { Database } from "./sql";

export interface Reapplied {
  /** Erasures in the ledger. */
  recorded: number;
  /** People found again in the restored store, and erased again. */
  people: number;
  leads: number;
}

/** Each hash's latest erasure: a person erased twice is spared only what they sent after both. */
function latestErasures(ledger: ErasureLedger): Map<string, Date> {
  const latest = new Map<string, Date>();
  for (const { hash, erasedAt } of ledger.entries) {
    const seen = latest.get(hash);
    if (!seen || seen < erasedAt) latest.set(hash, erasedAt);
  }
  return latest;
}

/**
 * Erases again everyone in the ledger that the store holds: their leads received up to their
 * erasure (a lead they sent afterwards is a new request, and stays), with the deliveries still
 * pending for those leads, so no webhook goes out for them, and their kept form feedback. Each is
 * erased as the owner's page erases (person-data.ts) and shows in its list of erasures.
 */
export async function reapplyErasures(db: Database, ledger: ErasureLedger): Promise<Reapplied> {
  const latest = latestErasures(ledger);
  const rows = await db.query<{ value: string; received: Date | null }>(
    `SELECT value, received_at AS received FROM leads,
            LATERAL (VALUES (fields ->> 'email'), (fields ->> 'phone')) AS v(value)
      WHERE value IS NOT NULL
     UNION ALL
     SELECT value, NULL FROM form_feedback,
            LATERAL (VALUES (payload -> 'values' ->> 'email'), (payload -> 'values' ->> 'phone')) AS v(value)
      WHERE value IS NOT NULL`,
  );
  const found = new Map<string, { key: PersonKey; erasedAt: Date }>();
  for (const { value, received } of rows) {
    const key = parsePersonQuery(value);
    if (!key) continue;
    const hash = ledger.hashOf(key);
    const erasedAt = latest.get(hash);
    if (erasedAt && (!received || new Date(received) <= erasedAt)) {
      found.set(hash, { key, erasedAt });
    }
  }
  const people = createPersonData(db);
  let leads = 0;
  for (const { key, erasedAt } of found.values()) {
    const record = await people.erasePerson(key, { receivedBy: erasedAt, recorded: true });
    leads += record.counts.leads ?? 0;
  }
  return { recorded: ledger.entries.length, people: found.size, leads };
}

/**
 * What every server runs once its store is migrated and before its outbox starts, with either
 * engine: DATA_DIR's ledger re-applied, so that a store brought back from before an erasure (a
 * pg_restore, a copied folder) neither shows nor sends anything of that person. When nobody needs
 * erasing again, as on every ordinary start, it only reads.
 */
export async function reapplyOnStart(db: Database, dataDir: string, log: Logger): Promise<void> {
  const ledger = readLedger(dataDir);
  if (!ledger) return;
  const reapplied = await reapplyErasures(db, ledger);
  if (reapplied.people > 0) log("store", { status: "erasures-reapplied", ...reapplied });
}

/**
 * What `npm run restore` runs on the folder it has just filled, before any server may start on
 * it: the store brought to this code's schema, then the ledger in `dataDir` re-applied. Null when
 * `dataDir` has no ledger. If it fails, the restored store is removed, so that no server sends
 * the webhooks of someone who asked to be erased.
 */
export async function reapplyLedger(dataDir: string): Promise<Reapplied | null> {
  const ledger = readLedger(dataDir);
  if (!ledger) return null;
  try {
    const db = await openEmbedded(dataDir, {
      minFreeBytes: 0,
      lockWaitMs: 0,
      onLockLost: (error) => {
        throw error;
      },
    });
    try {
      await migrate(db);
      return await reapplyErasures(db, ledger);
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(join(dataDir, "pglite"), { recursive: true, force: true });
    throw error;
  }
}
