/**
 * The one SQL interface the lead store uses, with two engines behind it: PGlite (PostgreSQL
 * compiled to WebAssembly, in a worker thread, files under data/) by default, and a PostgreSQL
 * server through DATABASE_URL. Both speak the same SQL, so one schema and one set of queries serve
 * both (docs/decisions/0003-lead-store.md, 0006-store-faults.md). It has a module of its own so
 * the engines and the tables can depend on it while `database.ts` picks an engine, with no circle.
 */
export interface Sql {
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

export interface Database extends Sql {
  readonly kind: "embedded" | "postgres";
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Embedded store only: writes a consistent copy of the whole store to `file` (a gzipped tar
   * that `npm run restore` loads), taken online while other calls go on (online-backup.ts).
   * PostgreSQL has pg_dump.
   */
  dumpTo?(file: string): Promise<void>;
  /**
   * DATA_DIR, where the erasure ledger is kept (erasure-ledger.ts), with either engine: outside
   * what a backup or a pg_dump holds. Unset only for a database opened by a command that erases
   * nobody.
   */
  readonly dataDir?: string;
}

/** A millisecond parameter as an interval, so durations stay in the units the code uses. */
export const ms = (param: string) => `make_interval(secs => ${param}::float8 / 1000)`;

/** Serialises writers of one key across every instance sharing the database. */
export async function lockKey(tx: Sql, key: string) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [key]);
}
