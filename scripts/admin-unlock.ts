/**
 * `npm run admin:unlock`: lets the owner back in after the sign-in limits locked them out (ten
 * failed attempts from their address, or the site-wide ceiling reached by someone guessing). With
 * PostgreSQL it clears the limits in the database; with the embedded store it asks the running
 * server to (server/admin/unlock-requests.ts), or clears them itself when no server runs.
 */
import { existsSync } from "node:fs";
import { clearSignInLimits } from "../server/admin/sign-in-limits";
import { requestUnlock } from "../server/admin/unlock-requests";
import { loadProjectEnv } from "../server/settings/project-settings";
import { openDatabase } from "../server/store/database";
import { createLeadStore } from "../server/store/lead-store";
import { migrate } from "../server/store/migrations";
import { StoreLockedError } from "../server/store/store-lock";

/** A running server checks for the request every second; give it a busy moment more. */
const SERVER_ANSWER_MS = 15_000;

// The project root: above scripts/, or above the release's node/ folder once built.
const project = loadProjectEnv(import.meta.url);
const config = project.config();

async function clearInStore(): Promise<number> {
  const db = await openDatabase({ ...config, lockWaitMs: 0, onLockLost: () => process.exit(1) });
  try {
    await migrate(db);
    return await clearSignInLimits(createLeadStore(db));
  } finally {
    await db.close();
  }
}

async function askRunningServer(): Promise<boolean> {
  const path = requestUnlock(config.dataDir);
  const deadline = Date.now() + SERVER_ANSWER_MS;
  while (Date.now() < deadline) {
    if (!existsSync(path)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

try {
  const cleared = await clearInStore();
  console.log(`Sign-in unlocked: ${cleared} recorded attempts cleared. Sign in again now.`);
} catch (error) {
  if (!(error instanceof StoreLockedError)) {
    console.error(`Could not unlock sign-in: ${(error as Error).message}`);
    process.exit(1);
  }
  if (await askRunningServer()) {
    console.log("Sign-in unlocked by the running server. Sign in again now.");
  } else {
    console.error(
      `The server holding ${config.dataDir} did not answer within ${SERVER_ANSWER_MS / 1000} s. ` +
        "Is it running and able to write there? The request stays and is taken at its next start.",
    );
    process.exit(1);
  }
}
