/**
 * `npm run store:move-to-postgres`: copies the leads and their deliveries (with their states and
 * attempts) and the site's content (its published revisions and drafts) from the embedded store
 * in DATA_DIR (or data/) into the PostgreSQL database in DATABASE_URL, in one transaction (server/store/store-copy.ts). The server must be stopped, so
 * that no lead arrives in the embedded store after the copy; started again with DATABASE_URL, it
 * sends from PostgreSQL the deliveries that were pending. The embedded store is left as it was.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { openEmbedded } from "../server/store/embedded-database";
import { migrate } from "../server/store/migrations";
import { openPostgres } from "../server/store/postgres-database";
import { copyStore, TargetNotEmptyError } from "../server/store/store-copy";
import { StoreLockedError } from "../server/store/store-lock";
import { CommandError, readServerConfig, runCommand } from "./store-command";

await runCommand(async () => {
  const config = readServerConfig();
  if (!config.databaseUrl) {
    throw new CommandError(
      "Set DATABASE_URL to the PostgreSQL database the leads should move to (in the " +
        "environment or .env), then run this again.",
    );
  }
  if (!existsSync(join(config.dataDir, "pglite"))) {
    throw new CommandError(`There is no embedded lead store in ${config.dataDir} to move.`);
  }
  const source = await openEmbedded(config.dataDir, {
    minFreeBytes: 0,
    lockWaitMs: 0,
    onLockLost: () => process.exit(1),
  }).catch((error: unknown) => {
    if (!(error instanceof StoreLockedError)) throw error;
    throw new CommandError(
      `${error.message.split(". ")[0]}. Stop the server before moving its leads, so that no ` +
        "lead arrives there after the copy; start it again with DATABASE_URL afterwards.",
    );
  });
  const target = openPostgres(config.databaseUrl);
  try {
    // Both at this code's schema, so every copied column exists on both sides.
    await migrate(source);
    await migrate(target);
    const [pending] = await source.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM deliveries WHERE state = 'pending'",
    );
    const copied = await copyStore(source, target).catch((error: unknown) => {
      if (error instanceof TargetNotEmptyError) throw new CommandError(error.message);
      throw error;
    });
    console.log(
      `Moved ${copied.leads ?? 0} leads and ${copied.deliveries ?? 0} deliveries to PostgreSQL ` +
        `(${pending?.count ?? 0} deliveries pending), with ${copied.content_revisions ?? 0} ` +
        `published revisions and ${copied.content_drafts ?? 0} drafts of the site's content. ` +
        "Start the server with DATABASE_URL set: " +
        `it sends the pending ones. ${config.dataDir} is left as it was; keep it as a backup, ` +
        "but never start a server on it again without DATABASE_URL, or it would send them too.",
    );
  } finally {
    await source.close();
    await target.close();
  }
});
