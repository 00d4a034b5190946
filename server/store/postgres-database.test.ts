/**
 * A PostgreSQL connection lost while transaction() holds it (a restart, a failover, an operator's
 * pg_terminate_backend) must reach the caller as a rejected promise. pg emits the loss as an
 * 'error' event on the client, and pg-pool listens for it only while the client is idle, so
 * without a listener of our own the event ends the whole process (issue 15).
 */
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Sql } from "./sql";
import { TEST_ENGINES, type TestDatabase } from "../../tests/support/test-databases";

let opened: TestDatabase | undefined;
let admin: pg.Client | undefined;
/** Errors nothing handled: an 'error' event without a listener is thrown from a socket callback. */
let uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);
/** The pool's size in postgres-database.ts. */
const POOL_SIZE = 10;

beforeAll(async () => {
  const postgres = TEST_ENGINES.find((engine) => engine.kind === "postgres");
  if (!postgres) throw new Error("no PostgreSQL engine");
  opened = await postgres.open();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  process.on("uncaughtException", recordUncaught);
}, 30_000);

afterAll(async () => {
  process.off("uncaughtException", recordUncaught);
  await admin?.end();
  await opened?.cleanup();
});

afterEach(() => {
  uncaught = [];
});

function db(): Database {
  if (!opened) throw new Error("the test database is not open");
  return opened.db;
}

/** Ends the backend behind `tx` from another session, and waits until it has really gone. */
async function terminateBackendOf(tx: Sql): Promise<void> {
  const [row] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  if (!admin || !row) throw new Error("no backend to terminate");
  const { rows } = await admin.query<{ done: boolean }>("SELECT pg_terminate_backend($1) AS done", [
    row.pid,
  ]);
  expect(rows[0]?.done).toBe(true);
  await vi.waitFor(
    async () => {
      const alive = await admin?.query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [row.pid]);
      expect(alive?.rowCount).toBe(0);
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe("postgres transaction() when its connection is lost", () => {
  it("rejects mid-transaction instead of crashing, and the next transaction succeeds", async () => {
    const lost = db().transaction(async (tx) => {
      await tx.query("INSERT INTO rate_events (bucket) VALUES ('lost-mid-way')");
      await terminateBackendOf(tx);
      await tx.query("SELECT 1");
    });

    await expect(lost).rejects.toThrow();
    expect(uncaught).toEqual([]);
    await expect(
      db().transaction((tx) => tx.query<{ one: number }>("SELECT 1 AS one")),
    ).resolves.toEqual([{ one: 1 }]);
    expect(await db().query("SELECT 1 FROM rate_events WHERE bucket = 'lost-mid-way'")).toEqual([]);
  });

  it("rejects when the connection dies before COMMIT, and commits nothing", async () => {
    const lost = db().transaction(async (tx) => {
      await tx.query("INSERT INTO rate_events (bucket) VALUES ('lost-at-commit')");
      await terminateBackendOf(tx);
    });

    await expect(lost).rejects.toThrow();
    expect(uncaught).toEqual([]);
    expect(await db().query("SELECT 1 FROM rate_events WHERE bucket = 'lost-at-commit'")).toEqual(
      [],
    );
  });

  it("recovers every slot of the pool when all its sessions are terminated at once", async () => {
    const pids = new Set<number>();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // As many transactions as the pool has clients, so every client is checked out and waiting.
    const transactions = Array.from({ length: POOL_SIZE }, () =>
      db().transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        if (row) pids.add(row.pid);
        await released;
        await tx.query("SELECT 1");
      }),
    );
    await vi.waitFor(() => expect(pids.size).toBe(POOL_SIZE), { timeout: 5_000, interval: 20 });
    await admin?.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [
      [...pids],
    ]);
    await vi.waitFor(
      async () => {
        const alive = await admin?.query(
          "SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])",
          [[...pids]],
        );
        expect(alive?.rowCount).toBe(0);
      },
      { timeout: 5_000, interval: 20 },
    );
    release();

    const outcomes = await Promise.allSettled(transactions);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill("rejected"));
    expect(uncaught).toEqual([]);
    const again = await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        db().transaction((tx) => tx.query<{ one: number }>("SELECT 1 AS one")),
      ),
    );
    expect(again).toEqual(Array(POOL_SIZE).fill([{ one: 1 }]));
  });
});
