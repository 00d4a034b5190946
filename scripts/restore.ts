/**
 * `npm run restore FILE [-- --erasures-from OLD_DATA_DIR]`: puts a copy made by `npm run backup`
 * back into DATA_DIR (or data/), which must be empty but for an erasure ledger, and unused
 * (server/store/embedded-restore.ts). Then, before any server can start on it, everyone the
 * erasure ledger lists (DATA_DIR's own, or the one brought from the folder the server used) is
 * erased again (server/store/reapply-erasures.ts): a backup taken before an erasure does not bring
 * the person back, nor send their pending webhooks. Start the server on it afterwards: it sends
 * the deliveries that were pending.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { restoreEmbedded, RestoreRefusedError } from "../server/store/embedded-restore";
import { copyLedger, hasLedger } from "../server/store/erasure-ledger";
import { reapplyLedger, type Reapplied } from "../server/store/reapply-erasures";
import { CommandError, readServerConfig, runCommand } from "./store-command";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function describeReapplied(reapplied: Reapplied | null): string {
  if (!reapplied) {
    return (
      "There is no erasure ledger in DATA_DIR: if anyone was erased after this backup was " +
      "taken, restore again into an empty folder with --erasures-from <the DATA_DIR the server " +
      "used>, so that they are erased again before the server starts."
    );
  }
  const { recorded, people, leads } = reapplied;
  return people === 0
    ? `None of the ${plural(recorded, "erasure", "erasures")} in the erasure ledger is in this backup.`
    : `Erased again from the erasure ledger (${plural(recorded, "erasure", "erasures")}): ` +
        `${plural(people, "person", "people")}, ${plural(leads, "lead", "leads")} with their ` +
        "pending deliveries, which will not be sent.";
}

await runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { "erasures-from": { type: "string" } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    throw new CommandError(
      "Usage: npm run restore FILE (a lead-store-….tar.gz from npm run backup) " +
        "[-- --erasures-from OLD_DATA_DIR]",
    );
  }
  const config = readServerConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      "DATABASE_URL is set: restore PostgreSQL with pg_restore. npm run restore loads a backup " +
        "of the embedded store into DATA_DIR; unset DATABASE_URL to use it.",
    );
  }
  const from = values["erasures-from"] && resolve(values["erasures-from"]);
  if (from && !hasLedger(from)) throw new CommandError(`There is no erasure ledger in ${from}.`);
  if (from && existsSync(config.dataDir) && hasLedger(config.dataDir)) {
    throw new CommandError(
      `${config.dataDir} has an erasure ledger of its own: restore without --erasures-from.`,
    );
  }
  try {
    const restored = await restoreEmbedded(resolve(file), config.dataDir);
    if (from) copyLedger(from, config.dataDir);
    const reapplied = await reapplyLedger(config.dataDir);
    console.log(
      `Restored ${restored.leads} leads (${restored.pendingDeliveries} deliveries pending, ` +
        `schema version ${restored.schemaVersion}) into ${config.dataDir}.`,
    );
    console.log(describeReapplied(reapplied));
    console.log("Start the server on it: the pending deliveries go out then.");
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw new CommandError(error.message);
    throw error;
  }
});
