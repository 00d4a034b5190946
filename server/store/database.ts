/**
 * The one SQL interface the lead store uses, with two engines behind it: PGlite (PostgreSQL
 * compiled to WebAssembly, in a worker thread, files under data/) by default, and a PostgreSQL
 * server through DATABASE_URL. Both speak the same SQL, so one schema and one set of queries serve
 * both (docs/decisions/0003-lead-store.md, 0006-store-faults.md).
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

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Embedded store: free space below which it refuses work. */
  minFreeBytes: number;
  /** Embedded store: called if another process takes the data folder from under this one. */
  onLockLost: (error: Error) => void;
  /** Embedded store: how long to wait for a lock left by a server that died. */
  lockWaitMs?: number;
  /** Embedded store: the engine was stopped for missing its deadline (and will be restarted). */
  onEngineKilled?: (reason: string) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres-database");
    return openPostgres(options.databaseUrl);
  }
  const { openEmbedded } = await import("./embedded-database");
  return openEmbedded(options.dataDir, {
    minFreeBytes: options.minFreeBytes,
    onLockLost: options.onLockLost,
    lockWaitMs: options.lockWaitMs,
    onEngineKilled: options.onEngineKilled,
  });
}
