/**
 * `npm run restore FILE`: puts a copy made by `npm run backup` back into DATA_DIR (or data/),
 * which must be empty and unused (server/store/embedded-restore.ts). Start the server on it
 * afterwards: it migrates an older copy and sends the deliveries that were pending.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { restoreEmbedded, RestoreRefusedError } from "../server/store/embedded-restore";
import { CommandError, readServerConfig, runCommand } from "./store-command";

await runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    throw new CommandError(
      "Usage: npm run restore FILE (a lead-store-….tar.gz from npm run backup)",
    );
  }
  const config = readServerConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      "DATABASE_URL is set: restore PostgreSQL with pg_restore. npm run restore loads a backup " +
        "of the embedded store into DATA_DIR; unset DATABASE_URL to use it.",
    );
  }
  try {
    const restored = await restoreEmbedded(resolve(file), config.dataDir);
    console.log(
      `Restored ${restored.leads} leads (${restored.pendingDeliveries} deliveries pending, ` +
        `schema version ${restored.schemaVersion}) into ${config.dataDir}. ` +
        "Start the server on it: the pending deliveries go out then.",
    );
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw new CommandError(error.message);
    throw error;
  }
});
