import pg from "pg";
import type { Database, Sql } from "./sql";
import { STORE_CALL_DEADLINE_MS } from "./store-faults";

/** Enough for the lead API and the outbox together; each instance has its own pool. */
const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5_000;
/** A query stuck behind a dead connection fails instead of holding a visitor's request. */
const STATEMENT_TIMEOUT_MS = STORE_CALL_DEADLINE_MS;

/** `dataDir`: the server's DATA_DIR, where its erasures are recorded (Database.dataDir). */
export function openPostgres(connectionString: string, dataDir?: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
  });
  // A server restart drops idle connections; the pool replaces them on the next query.
  pool.on("error", (error) => console.error(`database: idle connection lost (${error.message})`));

  // pg-pool listens for a connection's 'error' only while the client sits idle in the pool. A
  // checked-out client whose connection is lost (a restart, a terminated backend, a failover)
  // emits 'error' itself, and an 'error' event nobody listens to ends the process. So from the
  // moment the pool hands a client out (the 'acquire' event, before the caller's code runs) until
  // it takes it back (the 'release' event, once its own listener is on again), a guard records
  // the loss. The query in flight, or the next one, rejects by itself; the guard only keeps the
  // process alive and tells transaction() to discard the client.
  const lost = new WeakSet<pg.PoolClient>();
  const guards = new WeakMap<pg.PoolClient, () => void>();
  pool.on("acquire", (client) => {
    const guard = () => lost.add(client);
    guards.set(client, guard);
    client.on("error", guard);
  });
  pool.on("release", (_error, client) => {
    const guard = guards.get(client);
    if (guard) client.removeListener("error", guard);
    guards.delete(client);
  });

  const querier = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as Row[];
    },
  });

  return {
    kind: "postgres",
    dataDir,
    ...querier(pool),
    async transaction(work) {
      // Rejects (refused, timed out, "shutting down") while the server is away; the pool makes
      // new connections on the next call, so nothing here has to reconnect.
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(querier(client));
        // If the connection dies during COMMIT, this rejects: the caller answers 503, and a lead
        // the server did commit is found again as a duplicate when the visitor retries.
        await client.query("COMMIT");
        return result;
      } catch (error) {
        // A lost connection has no transaction left to roll back: the server ended it.
        if (!lost.has(client)) {
          await client.query("ROLLBACK").catch(() => lost.add(client));
        }
        throw error;
      } finally {
        // A broken client is closed and dropped from the pool, never handed to the next caller.
        client.release(lost.has(client));
      }
    },
    async close() {
      await pool.end();
    },
  };
}
