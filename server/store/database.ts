/**
 * The one SQL interface the lead store uses, with two engines behind it: PGlite (PostgreSQL
 * compiled to WebAssembly, in-process, files under data/) by default, and a PostgreSQL server
 * through DATABASE_URL. Both speak the same SQL, so one schema and one set of queries serve both
 * (docs/decisions/0003-lead-store.md).
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
}

export async function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (databaseUrl) {
    const { openPostgres } = await import("./postgres-database");
    return openPostgres(databaseUrl);
  }
  const { openEmbedded } = await import("./embedded-database");
  return openEmbedded(dataDir);
}
