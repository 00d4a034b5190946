import { formLabelOf } from "../served-content";
import { recordErasure } from "./erasure-ledger";
import { LEAD_VIEW_COLUMNS, leadViews, type LeadRow, type LeadView } from "./lead-listing";
import type { PersonKey } from "./person-key";
import { matchingLeadIds } from "./person-matches";
import { PERSON_RECORDS } from "./person-records";
import type { Database } from "./sql";

/** An erasure as the owner's page and the log show it: when, and how many rows; never who. */
export interface ErasureRecord {
  id: string;
  erasedAt: Date;
  matchedBy: PersonKey["kind"];
  /** Rows of each kind: leads, deliveries, deliveriesInFlight, feedback, and any PERSON_RECORDS add. */
  counts: Record<string, number>;
}

/** A copy of everything stored about one person, as "Download their data" hands it over. */
interface PersonExport {
  exportedAt: string;
  matchedBy: PersonKey["kind"];
  leads: Record<string, unknown>[];
  [records: string]: unknown;
}

const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);

interface ErasureRow {
  id: string;
  erased_at: Date;
  matched_by: PersonKey["kind"];
  counts: unknown;
}

function erasureRecord(row: ErasureRow): ErasureRecord {
  return {
    id: row.id,
    erasedAt: new Date(row.erased_at),
    matchedBy: row.matched_by,
    counts: json(row.counts) as Record<string, number>,
  };
}

/**
 * One person's data across every form, for a request to see it or to erase it (UK GDPR articles
 * 15 and 17): find it, copy it, erase it, and keep a record of each erasure.
 */
export function createPersonData(db: Database) {
  return {
    /** Every lead matching the key, newest first, spam included, each with its deliveries. */
    async findPerson(key: PersonKey): Promise<LeadView[]> {
      const ids = await matchingLeadIds(db, key);
      const rows = await db.query<LeadRow>(
        `SELECT ${LEAD_VIEW_COLUMNS} FROM leads WHERE id = ANY($1::uuid[])
          ORDER BY received_at DESC, id`,
        [ids],
      );
      return leadViews(db, rows);
    },

    /** Their leads as stored, and their rows of every table in PERSON_RECORDS, read at one time. */
    async exportPerson(key: PersonKey, now = new Date()): Promise<PersonExport> {
      return db.transaction(async (tx) => {
        const leadIds = await matchingLeadIds(tx, key);
        const leads = await tx.query<{ form: string; fields: unknown; attribution: unknown }>(
          `SELECT id::text AS id, form, received_at AS "receivedAt", spam, fields, attribution
             FROM leads WHERE id = ANY($1::uuid[]) ORDER BY received_at DESC, id`,
          [leadIds],
        );
        const copy: PersonExport = {
          exportedAt: now.toISOString(),
          matchedBy: key.kind,
          leads: leads.map((lead) => ({
            ...lead,
            formName: formLabelOf(lead.form),
            fields: json(lead.fields),
            attribution: json(lead.attribution),
          })),
        };
        for (const records of PERSON_RECORDS) {
          copy[records.name] = await records.rows(tx, { leadIds, key });
        }
        return copy;
      });
    },

    /**
     * Deletes every lead matching the key and its rows in PERSON_RECORDS, in one transaction, and
     * records the erasure with its counts. The leads
     * are locked first: a lead stored while this runs is either erased with the rest or, if it
     * commits after, kept whole with its deliveries, never half. The erasure is first recorded in
     * DATA_DIR's ledger (erasure-ledger.ts), which a restore and every server start read.
     * Erasing again from that ledger, `receivedBy` spares leads the person sent after the erasure
     * and `recorded: true` says the ledger has it already.
     */
    async erasePerson(key: PersonKey, again?: { receivedBy: Date; recorded: true }) {
      if (db.dataDir && !again?.recorded) recordErasure(db.dataDir, key);
      return db.transaction(async (tx) => {
        const leadIds = await matchingLeadIds(tx, key, {
          lock: true,
          receivedBy: again?.receivedBy,
        });
        const counts: Record<string, number> = { leads: leadIds.length };
        for (const records of PERSON_RECORDS) {
          Object.assign(counts, await records.erase(tx, { leadIds, key }));
        }
        await tx.query("DELETE FROM leads WHERE id = ANY($1::uuid[])", [leadIds]);
        const [row] = await tx.query<ErasureRow>(
          `INSERT INTO person_erasures (matched_by, counts) VALUES ($1, $2::jsonb)
           RETURNING id::text AS id, erased_at, matched_by, counts`,
          [key.kind, JSON.stringify(counts)],
        );
        if (!row) throw new Error("the erasure was not recorded");
        return erasureRecord(row);
      });
    },

    /** The latest erasures, newest first. */
    async listErasures(limit = 20): Promise<ErasureRecord[]> {
      const rows = await db.query<ErasureRow>(
        `SELECT id::text AS id, erased_at, matched_by, counts FROM person_erasures
          ORDER BY erased_at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(erasureRecord);
    },
  };
}
