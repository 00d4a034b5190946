import { expect, test } from "@playwright/test";
import { MIGRATIONS } from "../../server/store/migrations";
import { uniqueEmail } from "../support/unique-email";
import { createDatabase, query } from "./support/postgres";
import {
  freshDataDir,
  leads,
  runUntilExit,
  startSite,
  storedDataDir,
} from "./support/site-process";
import { embeddedQuery } from "./support/store-rows";

/**
 * A store's versions on the real server. The steps are the same SQL on both stores, applied and
 * logged by the same code, so a fresh store is migrated here once, on a PostgreSQL database (a
 * fresh embedded store is migrated by the full-disk and engine-spin specs). A store newer than the
 * code is tried on both: the server meets it on a different path on each (the embedded store is
 * opened before the server listens; PostgreSQL after, with a retry for a server that is down,
 * which must not take this for one).
 */

/** The versions the server's JSON log says it applied, in order. */
function migratedVersions(output: string): number[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { event?: string; status?: string; version?: number })
    .filter((line) => line.event === "store" && line.status === "migrated")
    .map((line) => line.version ?? 0);
}

const NEWER = MIGRATIONS.length + 1;
/** What newer code leaves in a store: a step this code does not hold. */
const ADD_VERSION = "INSERT INTO schema_migrations (version) VALUES ($1)";

/** The server on a store at version NEWER stops at once, naming both versions, and applies nothing. */
async function expectRefused(settings: Record<string, string>) {
  const refused = await runUntilExit(settings);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`at version ${NEWER}`);
  expect(refused.output).toContain(`up to version ${MIGRATIONS.length}`);
  expect(refused.output).toContain("Deploy the newer code again");
  expect(migratedVersions(refused.output)).toEqual([]);
}

test("postgres: each step applied is logged once; a store newer than the code stops the server", async () => {
  const database = await createDatabase();
  try {
    const settings = { DATABASE_URL: database.url, DATA_DIR: freshDataDir() };
    const first = await startSite(settings);
    const stored = await first.post("contact", leads.contact(uniqueEmail("versions")));
    expect(stored.status).toBe(201);
    expect(await first.kill("SIGTERM")).toBe(0);
    expect(migratedVersions(first.output())).toEqual(MIGRATIONS.map((_, index) => index + 1));

    const again = await startSite(settings);
    expect(await again.kill("SIGTERM")).toBe(0);
    expect(migratedVersions(again.output())).toEqual([]);

    await query(database.url, ADD_VERSION, [NEWER]);
    await expectRefused(settings);
  } finally {
    await database.drop();
  }
});

test("embedded: a store newer than the code stops the server", async () => {
  // A store as a server leaves it (store-template-setup.ts), then as newer code leaves it.
  const dataDir = storedDataDir();
  await embeddedQuery(dataDir, ADD_VERSION, [NEWER]);
  await expectRefused({ DATABASE_URL: "", DATA_DIR: dataDir });
});
