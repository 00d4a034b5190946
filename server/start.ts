import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, parseServerConfig } from "./config";
import { logEvent } from "./log";
import { startRuntime } from "./runtime";

// The project root, above this file: server/start.ts, or build/node/start.js once built
// (scripts/build-server.ts), which is how production runs it.
const root = new URL(import.meta.url.endsWith(".ts") ? "../" : "../../", import.meta.url);
const envFile = fileURLToPath(new URL(".env", root));
// Variables already in the environment win over the file.
if (existsSync(envFile)) process.loadEnvFile(envFile);

let config;
try {
  config = parseServerConfig(process.env, {
    defaultDataDir: fileURLToPath(new URL("data", root)),
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const runtime = await startRuntime(config, {
  // BUILD_DIR lets one checkout hold two builds (the browser tests build the site twice, with and
  // without its optional links); it is the same variable react-router.config.ts reads.
  clientDir: resolve(fileURLToPath(root), process.env.BUILD_DIR ?? "build", "client"),
}).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// The Node version, so a log (and the fault suite, tests/faults/node-version.spec.ts) shows which
// Node the server really runs on.
console.log(`Site ready at ${runtime.url} (Node ${process.version})`);
console.log(
  config.databaseUrl
    ? "Leads are stored in PostgreSQL (DATABASE_URL)"
    : `Leads are stored in the embedded database in ${config.dataDir}`,
);
if (config.adminPassword) console.log(`The owner's view of the leads: ${runtime.url}admin/leads`);

let stopping = false;
// A store the server cannot use (a schema newer than this code, a damaged embedded store) stops
// it with the reason, rather than leaving the pages up while every lead is refused.
runtime.ready.catch(async (error: unknown) => {
  if (stopping) return;
  stopping = true;
  console.error(`Stopping: ${error instanceof Error ? error.message : String(error)}`);
  await runtime.stop().catch(() => undefined);
  process.exit(1);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logEvent("server", { status: "stopping", signal });
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
