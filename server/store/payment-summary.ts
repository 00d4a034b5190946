import { SOURCE_COLUMNS, sourceOf, type SourceValues } from "./lead-sources";
import { ms, type Sql } from "./sql";

const DAY_MS = 24 * 60 * 60_000;

/** Paid audits per source: how many in the last 7 and 30 days, and what they brought in. */
export interface PaidSourceRow {
  key: string;
  paid7: number;
  paid30: number;
  /** Net of refunds, per currency, in each currency's smallest unit (pence). */
  revenue30: Record<string, number>;
}

/** The source of a payment whose lead is not stored (unmatched, or since deleted). */
const NO_STORED_LEAD = "No stored lead";

/**
 * Counted payments (payment-checks.ts; those kept for review are listed apart) of the last 30
 * days by the source of their lead (sourceOf), busiest first. Sales are
 * few and each is a real payment, so every source gets its own row.
 */
export async function summarisePayments(db: Sql): Promise<PaidSourceRow[]> {
  const rows = await db.query<
    SourceValues & {
      unmatched: boolean;
      currency: string | null;
      paid7: number;
      paid30: number;
      revenue: string | number | null;
    }
  >(
    `SELECT ${SOURCE_COLUMNS}, (l.id IS NULL) AS unmatched, p.currency,
            (count(*) FILTER (WHERE p.paid_at > now() - ${ms("$1")}
                                AND p.refunded_amount < p.amount))::int AS paid7,
            (count(*) FILTER (WHERE p.refunded_amount < p.amount))::int AS paid30,
            sum(p.amount - p.refunded_amount) AS revenue
       FROM payments AS p LEFT JOIN leads AS l ON l.id = p.lead_id
      WHERE p.paid_at > now() - ${ms("$2")} AND p.review IS NULL
      GROUP BY 1, 2, 3, 4, 5, 6`,
    [7 * DAY_MS, 30 * DAY_MS],
  );
  const totals = new Map<string, PaidSourceRow>();
  for (const row of rows) {
    const key = row.unmatched ? NO_STORED_LEAD : sourceOf(row);
    const total = totals.get(key) ?? { key, paid7: 0, paid30: 0, revenue30: {} };
    total.paid7 += row.paid7;
    total.paid30 += row.paid30;
    const currency = (row.currency ?? "").toUpperCase();
    total.revenue30[currency] = (total.revenue30[currency] ?? 0) + Number(row.revenue ?? 0);
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.paid30 - a.paid30 || a.key.localeCompare(b.key));
}
