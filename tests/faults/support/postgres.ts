import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/** Where Debian installs each PostgreSQL version's programs (scripts/test-postgres/cluster.sh). */
const POSTGRES_LIB = "/usr/lib/postgresql";

/** A fresh database on the PostgreSQL server in TEST_DATABASE_URL, dropped by `drop`. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the fault suite needs a PostgreSQL server (npm test starts one).",
    );
  }
  const name = `fault_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: admin });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function query<Row>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Runs one of PostgreSQL's client programs (pg_dump, pg_restore), the newest installed. */
export function runPgTool(name: string, args: readonly string[]): void {
  const dirs = existsSync(POSTGRES_LIB) ? readdirSync(POSTGRES_LIB) : [];
  const newest = dirs.sort((a, b) => Number(a) - Number(b)).at(-1);
  const program = newest ? join(POSTGRES_LIB, newest, "bin", name) : name;
  const run = spawnSync(program, args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${name} failed: ${run.error?.message ?? run.stderr}`);
}
