/**
 * `npm run bench:backup`: what a visitor and the monitor see while `npm run backup` copies a
 * 400 MB embedded store (BENCH_STORE_MB for another size), and what it costs the server in
 * memory. The store is filled with long contact leads through PGlite directly, the built server
 * (build/node, as `npm run serve` runs it) starts on it, and two senders post leads back to back
 * while /healthz is asked every 200 ms (tests/faults/support/backup-under-load.ts; the fault
 * suite's online-backup.spec.ts asserts the same at a smaller size). Then the copy is restored into
 * an empty folder and its leads counted. Loopback only; run `npm run build` first.
 */
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fillStore, underLoad } from "../tests/faults/support/backup-under-load";
import { runUntilExit, startSite } from "../tests/faults/support/site-process";
import { createEmbeddedTemplate } from "../tests/support/embedded-template";
import { embeddedQuery } from "../tests/faults/support/store-rows";

const STORE_MB = Number(process.env.BENCH_STORE_MB ?? 400);
/** A copy of 400 MB on a busy machine takes a minute or two; the command itself waits this long. */
const COMMAND_LIMIT_MS = 15 * 60_000;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const folder = (name: string) => mkdtempSync(join(tmpdir(), `kestrel-bench-${name}-`));
const dataDir = folder("store");
const backups = folder("backups");
const restoredDir = join(folder("restored"), "data");

try {
  let started = performance.now();
  // initdb first, with no deadline: on a busy machine it outlasts the engine's open deadline.
  await (await PGlite.create(join(dataDir, "pglite"))).close();
  await createEmbeddedTemplate(dataDir);
  const { megabytes } = await fillStore(dataDir, STORE_MB);
  const [{ leads: filled } = { leads: 0 }] = await embeddedQuery<{ leads: number }>(
    dataDir,
    "SELECT count(*)::int AS leads FROM leads",
  );
  console.log(`Store filled: ${megabytes} MB, ${filled} leads, in ${seconds(started)} s.`);

  const site = await startSite({ DATA_DIR: dataDir });
  started = performance.now();
  const { result: backup, figures } = await underLoad(site, () =>
    runUntilExit({ DATA_DIR: dataDir }, "backup", ["--to", backups], COMMAND_LIMIT_MS),
  );
  const backupSeconds = seconds(started);
  await site.kill("SIGTERM");
  if (backup.code !== 0) throw new Error(`npm run backup failed:\n${backup.output}`);
  const file = join(backups, readdirSync(backups)[0] ?? "");
  const backupMb = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Backup written in ${backupSeconds} s: ${backupMb} MB.`);
  console.log(
    `Leads during it: ${figures.leadsSent} sent, ${figures.leadsRefused} not accepted within 15 s; ` +
      `p50 ${figures.leadP50Ms} ms, p99 ${figures.leadP99Ms} ms, max ${figures.leadMaxMs} ms.`,
  );
  console.log(`/healthz: ${figures.healthFailures} of ${figures.healthChecks} checks failed.`);
  console.log(
    `Server memory: ${figures.rssBeforeMb} MB before, ${figures.rssPeakMb} MB at most during ` +
      `(+${figures.rssPeakMb - figures.rssBeforeMb} MB).`,
  );

  started = performance.now();
  const restore = await runUntilExit(
    { DATA_DIR: restoredDir },
    "restore",
    [file],
    COMMAND_LIMIT_MS,
  );
  if (restore.code !== 0) throw new Error(`npm run restore failed:\n${restore.output}`);
  console.log(
    `Restored in ${seconds(started)} s: ${/Restored \d+ leads/.exec(restore.output)?.[0]}.`,
  );
} finally {
  for (const dir of [dataDir, backups, join(restoredDir, "..")]) {
    rmSync(dir, { recursive: true, force: true });
  }
}
