/**
 * Picks the store's engine. The engines are imported on demand, so a server on PostgreSQL never
 * loads PGlite; the interface they share is in `sql.ts`.
 */
import type { Database } from "./sql";

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Embedded store: free space below which it refuses work. */
  minFreeBytes: number;
  /** Embedded store: called if another process takes the data folder from under this one. */
  onLockLost: (error: Error) => void;
  /** Embedded store: how long to wait for a lock left by a server that died. */
  lockWaitMs?: number;
  /** Embedded store: wait for the live server holding the lock to release it (handover.ts). */
  takingOver?: boolean;
  /** Embedded store: the engine was stopped for missing its deadline (and will be restarted). */
  onEngineKilled?: (reason: string) => void;
}

/** Opens the store's engine: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import("./postgres-database");
    return openPostgres(options.databaseUrl, options.dataDir);
  }
  const { openEmbedded } = await import("./embedded-database");
  return openEmbedded(options.dataDir, {
    minFreeBytes: options.minFreeBytes,
    onLockLost: options.onLockLost,
    lockWaitMs: options.lockWaitMs,
    takingOver: options.takingOver,
    onEngineKilled: options.onEngineKilled,
  });
}
