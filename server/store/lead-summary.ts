import { SOURCE_COLUMNS, sourceOf, type SourceValues } from "./lead-sources";
import { summarisePayments, type PaidSourceRow } from "./payment-summary";
import { ms, type Database } from "./sql";

const DAY_MS = 24 * 60 * 60_000;

/** One row of the owner's summary: what it counts and how many leads in each window. */
export interface SummaryRow {
  key: string;
  last7: number;
  last30: number;
}

export interface LeadSummary {
  /** Every form that had a lead in the last 30 days, busiest first. */
  byForm: SummaryRow[];
  /** Where those leads came from (sourceOf), busiest first: the top ones, then "Other sources". */
  bySource: SummaryRow[];
  /** Paid audits and revenue per source in the last 7 and 30 days (payment-summary.ts). */
  paidBySource: PaidSourceRow[];
}

function tally(rows: readonly (SummaryRow & { key: string })[]): SummaryRow[] {
  const totals = new Map<string, SummaryRow>();
  for (const { key, last7, last30 } of rows) {
    const total = totals.get(key) ?? { key, last7: 0, last30: 0 };
    total.last7 += last7;
    total.last30 += last30;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.last30 - a.last30 || a.key.localeCompare(b.key));
}

/**
 * Sources the summary names one by one; the rest share one row. The source is the visitor's to
 * choose (any `utm_campaign`), so a row per value would let anyone grow the owner's page at will.
 */
export const TOP_SOURCES = 10;

function topSources(rows: SummaryRow[]): SummaryRow[] {
  if (rows.length <= TOP_SOURCES + 1) return rows;
  const rest = rows.slice(TOP_SOURCES);
  return [
    ...rows.slice(0, TOP_SOURCES),
    {
      key: `Other sources (${rest.length})`,
      last7: rest.reduce((sum, row) => sum + row.last7, 0),
      last30: rest.reduce((sum, row) => sum + row.last30, 0),
    },
  ];
}

/** The owner's summary on /admin/leads: leads (never spam) of the last 7 and 30 days. */
export function createLeadSummary(db: Database) {
  return {
    async summariseLeads(): Promise<LeadSummary> {
      // Grouped in SQL, so the page reads a few rows however many leads there were.
      const rows = await db.query<SourceValues & { form: string; last7: number; last30: number }>(
        `SELECT form, ${SOURCE_COLUMNS},
                (count(*) FILTER (WHERE received_at > now() - ${ms("$1")}))::int AS last7,
                count(*)::int AS last30
           FROM leads
          WHERE NOT spam AND received_at > now() - ${ms("$2")}
          GROUP BY 1, 2, 3, 4, 5`,
        [7 * DAY_MS, 30 * DAY_MS],
      );
      return {
        byForm: tally(rows.map((row) => ({ ...row, key: row.form }))),
        bySource: topSources(tally(rows.map((row) => ({ ...row, key: sourceOf(row) })))),
        paidBySource: await summarisePayments(db),
      };
    },
  };
}
