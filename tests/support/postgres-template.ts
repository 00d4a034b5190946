/**
 * A migrated PostgreSQL database made once per vitest run, which each test database is created
 * from (`CREATE DATABASE … TEMPLATE`) instead of being migrated step by step: the copy is a file
 * copy on the server, the migrations are dozens of round trips and catalogue writes each time.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate } from "../../server/store/migrations";
import { openPostgres } from "../../server/store/postgres-database";

/** Runs `work` on a connection to the server at `serverUrl` (its maintenance database). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with the database `name` in place of its own. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database named `unit_…`, a copy of `template` (or of the server's empty default). */
export async function createTestDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `unit_${randomBytes(8).toString("hex")}`;
  const from = template ? ` TEMPLATE ${template}` : "";
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${from}`));
  return name;
}

export function dropTestDatabase(serverUrl: string, name: string): Promise<unknown> {
  return onServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** Creates and migrates the template on the server at `serverUrl`; returns its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = await createTestDatabase(serverUrl);
  const db = openPostgres(databaseUrl(serverUrl, name));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    await dropTestDatabase(serverUrl, name);
    throw error;
  }
  // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
  await db.close();
  return name;
}
