/**
 * `npm start`'s first step, before it builds: stops at once, saying why, when the site is already
 * running here (its embedded store held by a server, or its port taken), so a second `npm start`
 * builds nothing. A build would not disturb the running server (scripts/build.ts), but it takes
 * half a minute and leaves a release nobody serves. A setting the server would refuse stops it
 * here too, before the build rather than after.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { ConfigError, type ServerConfig } from "../server/config";
import { loadProjectEnv } from "../server/settings/project-settings";
import { lockDataDir, StoreLockedError } from "../server/store/store-lock";

/**
 * The store's own lock, taken and given back at once: the same test a starting server makes, so a
 * lock a dead server left is not mistaken for a live one.
 */
async function storeInUse(dataDir: string): Promise<string | null> {
  if (!existsSync(dataDir)) return null;
  try {
    const release = await lockDataDir(dataDir, { onLost: () => undefined });
    await release();
    return null;
  } catch (error) {
    if (error instanceof StoreLockedError) return error.message;
    throw error;
  }
}

/** Whether something already listens where the server would. Port 0 means any free port. */
function portInUse({ host, port }: ServerConfig): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === "EADDRINUSE"
          ? `Port ${port} on ${host} is in use: is the site already running? Stop it first, or set PORT.`
          : null,
      ),
    );
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

const project = loadProjectEnv(import.meta.url);
let config: ServerConfig;
try {
  config = project.config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const reason =
  (config.databaseUrl ? null : await storeInUse(config.dataDir)) ?? (await portInUse(config));
if (reason) {
  console.error(`${reason}\nNothing was built.`);
  process.exit(1);
}
