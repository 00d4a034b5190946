import { expect, test } from "@playwright/test";
import { MIGRATIONS } from "../../server/store/migrations";
import { uniqueEmail } from "../support/unique-email";
import { createDatabase, query } from "./support/postgres";
import { freshDataDir, leads, runUntilExit, startSite } from "./support/site-process";
import { embeddedQuery } from "./support/store-rows";

/** The versions the server's JSON log says it applied, in order. */
function migratedVersions(output: string): number[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { event?: string; status?: string; version?: number })
    .filter((line) => line.event === "store" && line.status === "migrated")
    .map((line) => line.version ?? 0);
}

/** What newer code leaves in a store: a step this code does not hold. */
async function addVersion(target: { dataDir: string } | { url: string }, version: number) {
  const sql = "INSERT INTO schema_migrations (version) VALUES ($1)";
  await ("url" in target
    ? query(target.url, sql, [version])
    : embeddedQuery(target.dataDir, sql, [version]));
}

for (const engine of ["embedded", "postgres"] as const) {
  test(`${engine}: each step applied is logged once; a store newer than the code stops the server`, async () => {
    const database = engine === "postgres" ? await createDatabase() : undefined;
    try {
      const settings = { DATABASE_URL: database?.url ?? "" };
      const first = await startSite({ ...settings, DATA_DIR: freshDataDir() });
      const stored = await first.post("contact", leads.contact(uniqueEmail("versions")));
      expect(stored.status).toBe(201);
      expect(await first.kill("SIGTERM")).toBe(0);
      expect(migratedVersions(first.output())).toEqual(MIGRATIONS.map((_, index) => index + 1));

      const again = await startSite({ ...settings, DATA_DIR: first.dataDir });
      expect(await again.kill("SIGTERM")).toBe(0);
      expect(migratedVersions(again.output())).toEqual([]);

      const newer = MIGRATIONS.length + 1;
      await addVersion(database ? { url: database.url } : { dataDir: first.dataDir }, newer);
      const refused = await runUntilExit({ ...settings, DATA_DIR: first.dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`at version ${newer}`);
      expect(refused.output).toContain(`up to version ${MIGRATIONS.length}`);
      expect(refused.output).toContain("Deploy the newer code again");
      expect(migratedVersions(refused.output)).toEqual([]);
    } finally {
      await database?.drop();
    }
  });
}
