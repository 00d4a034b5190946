/**
 * The Node server as plain JavaScript: production runs `node build/node/start.js`, never a
 * run-time TypeScript compiler (docs/architecture.md). `npm run build` (scripts/build.ts) builds
 * it into each new release, beside the site; the fault suite runs this file before its run
 * (playwright.faults.config.ts), rebuilding build/node in the live release, so it always tests
 * the server as it is now.
 *
 * The server's code does not depend on the site's settings: every release gets the same bundle,
 * and BUILD_DIR only tells the running server which release to serve (server/start.ts).
 * Each entry point is one bundle of our code; node_modules stay imports, resolved from the
 * project's node_modules as before. The embedded store's worker must sit beside start.js, where
 * server/store/embedded-engine.ts looks for it. Source maps let `node --enable-source-maps` name
 * the .ts line in a stack trace.
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
export const SERVER_BUILD_DIR = join(ROOT, "build", "node");

/** Output name (without .js) → source. */
const ENTRY_POINTS: Record<string, string> = {
  start: "server/start.ts",
  "embedded-worker": "server/store/embedded-worker.ts",
  "print-leads": "scripts/print-leads.ts",
  "admin-unlock": "scripts/admin-unlock.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "move-to-postgres": "scripts/move-to-postgres.ts",
};

/** Into the live release by default (Playwright's globalSetup calls this with no folder). */
export default async function buildServer(): Promise<void> {
  await buildServerInto(SERVER_BUILD_DIR);
}

export async function buildServerInto(outdir: string): Promise<void> {
  const entryPoints = Object.fromEntries(
    Object.entries(ENTRY_POINTS).filter(([, source]) => existsSync(join(ROOT, source))),
  );
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    // The oldest Node the project supports (package.json engines); 22 and 24 run it too.
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
    // Written below, each file by a rename, so that a server starting while this runs (another
    // suite in the same checkout) reads the old file or the new one, never half of one.
    write: false,
  });
  mkdirSync(outdir, { recursive: true });
  const written = new Set<string>();
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
    written.add(basename(file.path));
  }
  // An entry point that is gone leaves nothing behind.
  for (const name of readdirSync(outdir)) {
    if (/\.js(\.map)?$/.test(name) && !written.has(name)) rmSync(join(outdir, name));
  }
}

// `tsx scripts/build-server.ts`: the server alone, into the live release; Playwright imports it.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
