import { relative, resolve } from "node:path";
import { ConfigError } from "./config";
import { logEvent } from "./log";
import { connectionMigrationWarning } from "./handover";
import { loadProjectEnv } from "./settings/project-settings";
import { markReleaseRunning, resolveBuild } from "./release";
import { startRuntime } from "./runtime";
import { readyLine, startFailure, storeReadyLine } from "./settings/start-messages";
import { describeUnknownSetting, unknownSettings } from "./settings/unknown-settings";

// The project root, above server/start.ts, or above the release's node/start.js once built
// (scripts/build-server.ts), which is how production runs it; its .env as every command reads it.
const project = loadProjectEnv(import.meta.url);
const { root, settings } = project;

for (const unknown of unknownSettings(settings.names)) {
  console.warn(`Warning: ${describeUnknownSetting(unknown, settings.sourceOf(unknown.name))}`);
}

let config;
try {
  config = project.config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const storeConfig = config;

// BUILD_DIR lets one checkout hold two builds (the browser tests build the site twice, with and
// without its optional links); it is the same variable scripts/build.ts reads. Resolved once: a
// build made while this server runs switches `build` to a new release and leaves this one alone.
const pointer = resolve(root, process.env.BUILD_DIR ?? "build");
const build = resolveBuild(pointer);
// So that pruning old releases leaves this one alone while it is served, and while its server
// code runs (a publish serves another release, server/publish/, but the code stays this one's).
if (build.release) markReleaseRunning(build.dir);
const runtime = await startRuntime(config, {
  build: { ...build, root, pointer },
}).catch((error: unknown) => {
  console.error(startFailure(error, storeConfig));
  process.exit(1);
});

if (runtime.takingOverFrom) {
  console.log(
    `Taking over at ${runtime.url} from the server in process ${runtime.takingOverFrom}: ` +
      "the pages are served now, leads as soon as it stops (send it SIGTERM)",
  );
  const warning = connectionMigrationWarning();
  if (warning) console.warn(`Warning: ${warning}`);
}

// "Site ready" waits for the first attempt to open the store, so it can say whether leads are
// taken yet (after a crash the embedded store first waits for the dead server's lock). The Node
// version lets a log (and tests/faults/node-version.spec.ts) show which Node the server runs on.
const firstAttempt = await Promise.race([
  runtime.firstAttempt,
  runtime.ready.then(() => "ready" as const),
]).catch((error: unknown) => {
  console.error(startFailure(error, storeConfig));
  process.exit(1);
});
console.log(readyLine(runtime.url, firstAttempt, config));
if (firstAttempt !== "ready") {
  // A store that fails for good later is logged by the runtime; a shutdown may end the wait too.
  runtime.ready.then(
    () => console.log(storeReadyLine(storeConfig)),
    () => undefined,
  );
}
if (build.release) {
  console.log(
    `Serving the release in ${relative(root, build.dir)}: a later build is served once this server restarts, a publish at once`,
  );
}
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
