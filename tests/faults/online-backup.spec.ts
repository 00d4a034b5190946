/**
 * An online backup: while `npm run backup` copies a large embedded store, visitors' leads are
 * still answered within a second (p99), none is refused, /healthz never fails, and the server's
 * memory hardly grows, as the copy streams through one buffer instead of being built whole in
 * memory. At 40 MB here, for the suite's time; `npm run bench:backup` measures 400 MB (its
 * figures are in docs/operations.md). The copy restores, every filled lead in it.
 */
import { expect, test } from "@playwright/test";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fillStore, underLoad } from "./support/backup-under-load";
import { freshDataDir, runUntilExit, startSite, storedDataDir } from "./support/site-process";
import { embeddedQuery } from "./support/store-rows";

const STORE_MB = 40;
/** Filling, a copy and a restore of 40 MB take a minute or two on a busy two-core machine. */
const TEST_LIMIT_MS = 300_000;
/** The copy streams: what the server holds for it does not grow with the store. */
const MEMORY_GROWTH_LIMIT_MB = 64;
const P99_LIMIT_MS = 1_000;

test("a backup of a large store keeps the lead API and /healthz answering, and the server's memory flat", async () => {
  test.setTimeout(TEST_LIMIT_MS);
  const dataDir = storedDataDir();
  await fillStore(dataDir, STORE_MB);
  const [{ leads: filled } = { leads: 0 }] = await embeddedQuery<{ leads: number }>(
    dataDir,
    "SELECT count(*)::int AS leads FROM leads",
  );
  const site = await startSite({ DATA_DIR: dataDir });
  const folder = mkdtempSync(join(tmpdir(), "kestrel-backups-"));
  try {
    const { result: backup, figures } = await underLoad(site, () =>
      runUntilExit({ DATA_DIR: dataDir }, "backup", ["--to", folder], TEST_LIMIT_MS),
    );
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain("asking it for a copy");
    expect(figures.leadsSent).toBeGreaterThan(0);
    expect(figures, JSON.stringify(figures)).toMatchObject({ leadsRefused: 0, healthFailures: 0 });
    expect(figures.healthChecks).toBeGreaterThan(0);
    expect(figures.leadP99Ms, JSON.stringify(figures)).toBeLessThanOrEqual(P99_LIMIT_MS);
    expect(figures.rssPeakMb - figures.rssBeforeMb, JSON.stringify(figures)).toBeLessThanOrEqual(
      MEMORY_GROWTH_LIMIT_MB,
    );
  } finally {
    await site.kill("SIGTERM");
  }

  const restoredDir = join(freshDataDir(), "data");
  const file = join(folder, readdirSync(folder)[0] ?? "");
  const restore = await runUntilExit({ DATA_DIR: restoredDir }, "restore", [file], TEST_LIMIT_MS);
  expect(restore.code, restore.output).toBe(0);
  const restored = Number(/Restored (\d+) leads/.exec(restore.output)?.[1]);
  expect(restored).toBeGreaterThan(filled);
});
