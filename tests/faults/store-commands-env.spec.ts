/**
 * The store's commands as an operator runs them on a deployed site: from the project folder after
 * a build (each command is a file in releases/build-…/node/), or from inside a release, with
 * DATA_DIR and DATABASE_URL set only in `.env`, never in the environment. Each finds the store
 * the server uses: backup, leads, restore and the move to PostgreSQL.
 */
import { expect, test } from "@playwright/test";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDatabase } from "./support/postgres";
import { makeLiveFolder } from "./support/live-folder";
import { leads, startSite, storedDataDir } from "./support/site-process";

/** Only in `.env`: the commands must find them there, as the server does. */
const UNSET = ["DATA_DIR", "DATABASE_URL"];
const EMAILS = ["rhian@example.co.uk", "dafydd@example.co.uk", "morag@example.co.uk"];

test("backup, leads, restore and the move to PostgreSQL read DATA_DIR and DATABASE_URL from .env, from the project folder and from a release", async () => {
  const live = await makeLiveFolder();
  const database = await createDatabase();
  try {
    const dataDir = storedDataDir();
    writeFileSync(join(live.root, ".env"), `DATA_DIR=${dataDir}\n`);
    const site = await startSite({ DATA_DIR: dataDir }, { root: live.root });
    for (const email of EMAILS) {
      expect((await site.post("contact", leads.contact(email))).status).toBe(201);
    }

    // The daily backup, while the server runs: into the project's backups/, not the release's.
    const backup = await live.npm(["run", "backup"], {}, { unset: UNSET });
    expect(backup.code, backup.output).toBe(0);
    const [file, ...others] = readdirSync(join(live.root, "backups"));
    expect(others).toEqual([]);
    expect(existsSync(join(live.root, "releases", "backups"))).toBe(false);
    expect(await site.kill("SIGTERM")).toBe(0);

    // Restored from inside the release, into a relative DATA_DIR: the project's folder of that name.
    writeFileSync(join(live.root, ".env"), "DATA_DIR=restored\n");
    const release = join(live.root, "releases", live.releases()[0] ?? "");
    const restore = await live.run(
      process.execPath,
      [join("node", "restore.js"), join(live.root, "backups", file ?? "")],
      {},
      { unset: UNSET, cwd: release },
    );
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("Restored 3 leads");
    expect(existsSync(join(live.root, "restored", "pglite"))).toBe(true);
    expect(existsSync(join(release, "restored"))).toBe(false);

    // Moved from the project folder, from the same relative DATA_DIR: the restored store, whose
    // leads the listing then finds in PostgreSQL (a listing of the restored store itself, an
    // engine started once more, showed nothing the move does not).
    writeFileSync(join(live.root, ".env"), `DATA_DIR=restored\nDATABASE_URL=${database.url}\n`);
    const move = await live.npm(["run", "store:move-to-postgres"], {}, { unset: UNSET });
    expect(move.code, move.output).toBe(0);
    expect(move.output).toContain("Moved 3 leads");
    const moved = await live.npm(["run", "leads"], {}, { unset: UNSET });
    expect(moved.output).toContain("3 leads in the postgres store");
    for (const email of EMAILS) expect(moved.output).toContain(email);
  } finally {
    await database.drop();
    rmSync(live.root, { recursive: true, force: true });
  }
});
