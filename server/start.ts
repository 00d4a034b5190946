import { join, relative, resolve } from "node:path";
import { ConfigError, parseServerConfig } from "./config";
import { logEvent } from "./log";
import { loadProjectEnv } from "./project-root";
import { markReleaseRunning, resolveBuild } from "./release";
import { startRuntime } from "./runtime";

// The project root, above server/start.ts, or above the release's node/start.js once built
// (scripts/build-server.ts), which is how production runs it.
const { root, defaultDataDir } = loadProjectEnv(import.meta.url);

let config;
try {
  config = parseServerConfig(process.env, { defaultDataDir });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// BUILD_DIR lets one checkout hold two builds (the browser tests build the site twice, with and
// without its optional links); it is the same variable scripts/build.ts reads. Resolved once: a
// build made while this server runs switches `build` to a new release and leaves this one alone.
const build = resolveBuild(resolve(root, process.env.BUILD_DIR ?? "build"));
// So that pruning old releases leaves this one alone while it is served.
if (build.release) markReleaseRunning(build.dir);
const runtime = await startRuntime(config, {
  clientDir: join(build.dir, "client"),
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
if (build.release) {
  console.log(
    `Serving the release in ${relative(root, build.dir)}: a later build is served once this server restarts`,
  );
}
if (config.adminPassword) console.log(`The owner's view of the leads: ${runtime.url}admin/leads`);

let stopping = false;
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
