/**
 * Test helper: the lead store's two engines, each fresh and migrated, for `describe.each`. The
 * embedded one lives in a new temporary folder; the PostgreSQL one is a new database on the
 * server at TEST_DATABASE_URL (`npm test` starts a throwaway server and sets it). Both are copies
 * of a store migrated once per run (vitest.global-setup.ts). Without that variable the
 * PostgreSQL variants fail: a store tested on one engine only is not tested.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, inject, test as baseTest } from "vitest";
import type { Database } from "../../server/store/sql";
import { openEmbedded } from "../../server/store/embedded-database";
import { migrate } from "../../server/store/migrations";
import { openPostgres } from "../../server/store/postgres-database";
import { copyEmbeddedTemplate } from "./embedded-template";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./postgres-template";

export interface TestDatabase {
  db: Database;
  /** Empties every table, so each test starts from nothing on a database opened once per file. */
  reset(): Promise<void>;
  /** Closes the database and removes it (folder or PostgreSQL database). */
  cleanup(): Promise<void>;
}

export interface TestEngine {
  kind: Database["kind"];
  open(): Promise<TestDatabase>;
}

const TEST_DATABASE_URL_MISSING =
  "TEST_DATABASE_URL is not set: the PostgreSQL variants of the lead store's tests need a " +
  "PostgreSQL server where they may create databases. Run them with `npm test` (which starts a " +
  "throwaway server) or set TEST_DATABASE_URL=postgres://user@host:port/postgres.";

/** The server the PostgreSQL variants create their databases on; throws when it is not set. */
function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) throw new Error(TEST_DATABASE_URL_MISSING);
  return url;
}

async function reset(db: Database) {
  await db.query(
    "TRUNCATE leads, deliveries, rate_events, form_feedback, person_erasures, payments, stripe_events, owner_notices, content_drafts, content_revisions, sign_in_links RESTART IDENTITY CASCADE",
  );
}

/** No free-space reserve (a test's temporary folder shares the machine's disk), and a lost lock fails loudly. */
export const TEST_EMBEDDED_OPTIONS = {
  minFreeBytes: 0,
  onLockLost: (error: Error) => {
    throw error;
  },
};

export async function openTestEmbedded(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "lead-store-"));
  let db: Database;
  try {
    copyEmbeddedTemplate(inject("embeddedTemplate"), dir);
    db = await openEmbedded(dir, TEST_EMBEDDED_OPTIONS);
    await migrate(db);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    db,
    reset: () => reset(db),
    async cleanup() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openTestPostgres(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  const name = await createTestDatabase(serverUrl, inject("postgresTemplate"));
  const dropDatabase = () => dropTestDatabase(serverUrl, name);
  const db = openPostgres(databaseUrl(serverUrl, name));
  try {
    // Already at the latest step (the template is migrated): this is the check a server makes.
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    await dropDatabase();
    throw error;
  }
  return {
    db,
    reset: () => reset(db),
    async cleanup() {
      await db.close();
      await dropDatabase();
    },
  };
}

/** Both engines, for `describe.each(TEST_ENGINES)("… ($kind)", ({ open }) => …)`. */
export const TEST_ENGINES: readonly TestEngine[] = [
  { kind: "embedded", open: openTestEmbedded },
  { kind: "postgres", open: openTestPostgres },
];

/**
 * Opens `engine` once for the enclosing `describe` and empties it before each test. When it
 * cannot open (no TEST_DATABASE_URL, no server), every test fails with the reason, rather than
 * being skipped as a failing `beforeAll` would have them.
 */
export function useTestDatabase(engine: TestEngine): {
  readonly db: Database;
  reset(): Promise<void>;
} {
  let opened: TestDatabase | undefined;
  let failure: unknown;
  beforeAll(async () => {
    try {
      opened = await engine.open();
    } catch (error) {
      failure = error;
    }
  }, 30_000);
  afterAll(async () => {
    await opened?.cleanup();
  });
  beforeEach(async () => {
    if (!opened) throw failure;
    await opened.reset();
  });
  const current = () => {
    if (!opened) throw failure ?? new Error(`The ${engine.kind} test database is not open`);
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    reset: () => current().reset(),
  };
}

/**
 * Vitest's `test` with `database`: the embedded test database, opened once per file by the first
 * test that asks for it, emptied before each test that does, removed after the file.
 */
export const testWithDatabase = baseTest
  // eslint-disable-next-line no-empty-pattern -- vitest reads what a fixture needs from its first parameter
  .extend("embeddedDatabase", { scope: "file" }, async ({}, { onCleanup }) => {
    const opened = await openTestEmbedded();
    onCleanup(() => opened.cleanup());
    return opened;
  })
  .extend("database", async ({ embeddedDatabase }) => {
    await embeddedDatabase.reset();
    return embeddedDatabase.db;
  });
