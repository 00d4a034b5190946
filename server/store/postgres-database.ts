import pg from "pg";
import type { Database, Sql } from "./database";

/** Enough for the lead API and the outbox together; each instance has its own pool. */
const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5_000;
/** A query stuck behind a dead connection fails instead of holding a visitor's request. */
const STATEMENT_TIMEOUT_MS = 10_000;

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
  });
  // A server restart drops idle connections; the pool replaces them on the next query.
  pool.on("error", (error) => console.error(`database: idle connection lost (${error.message})`));

  const querier = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, params as unknown[]);
      return result.rows as Row[];
    },
  });

  return {
    kind: "postgres",
    ...querier(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query("BEGIN");
        const result = await work(querier(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
