/**
 * `npm run build [-- vite options]`: the site (react-router build and scripts/post-build) and its
 * server (scripts/build-server.ts) built into a new release folder, releases/build-<time>/, which
 * the `build` symlink then names in one rename (scripts/release/release-folders.ts). Until that
 * moment the live release is untouched, so a server running from this folder answers every
 * request throughout; it keeps the release it started with until it is restarted (the build says
 * so, naming the release, when a server runs one). A build that
 * fails leaves nothing behind and `build` as it was. Then releases beyond the newest three are
 * pruned, except any a server still runs from.
 *
 * The content is SITE_CONTENT_FILE's, else what the owner last published if the served release
 * is a publish (release/published-content.ts), else the repository's.
 *
 * BUILD_DIR names the symlink instead of `build` (scripts/build-e2e.ts builds a second site).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerInto } from "./build-server";
import { publishedContentOf } from "./release/published-content";
import {
  createRelease,
  KEEP_RELEASES,
  pruneReleases,
  releasesStillServed,
  switchRelease,
} from "./release/release-folders";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const REACT_ROUTER_DEV = join(ROOT, "node_modules", "@react-router", "dev");
// The CLI's file as its package.json names it (bin.js until v8, bin.cjs since).
const REACT_ROUTER = join(
  REACT_ROUTER_DEV,
  (
    JSON.parse(readFileSync(join(REACT_ROUTER_DEV, "package.json"), "utf8")) as {
      bin: { "react-router": string };
    }
  ).bin["react-router"],
);

/**
 * react-router build, writing to `outDir` (react-router.config.ts reads BUILD_DIR). Vite's list
 * of every asset and React Router's line per prerendered page (some 130 lines) are left out: a
 * build prints its warnings and errors, and post-build's summary. `npm run size` reports the
 * assets' sizes; `-- --logLevel info` brings the lists back.
 */
function buildSite(outDir: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [REACT_ROUTER, "build", "--logLevel", "warn", ...args], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...env, BUILD_DIR: outDir },
  });
  return new Promise((resolvePromise, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`react-router build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * The site and its server built into a new release folder of `pointer`, which is returned; what
 * `pointer` names is not touched. A build that fails leaves nothing behind. A publish
 * (scripts/release/build-content-release.ts) builds this way, then checks the release first.
 */
export async function buildReleaseFolder(
  pointer: string,
  { args = [], env = {} }: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const release = await createRelease(pointer);
  try {
    await buildSite(release, args, env);
    await buildServerInto(join(release, "node"));
  } catch (error) {
    await rm(release, { recursive: true, force: true });
    throw error;
  }
  return release;
}

export async function buildRelease({
  buildDir = process.env.BUILD_DIR ?? "build",
  args = [],
  env = {},
}: { buildDir?: string; args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const pointer = resolve(ROOT, buildDir);
  const published = (env.SITE_CONTENT_FILE ?? process.env.SITE_CONTENT_FILE)?.trim()
    ? null
    : publishedContentOf(pointer);
  if (published) {
    console.log(
      `build: made from the owner's published content (revision ${published.revisionId})`,
    );
  }
  const release = await buildReleaseFolder(pointer, {
    args,
    env: published ? { ...env, SITE_CONTENT_FILE: published.file } : env,
  });
  await switchRelease(pointer, release);
  const pruned = await pruneReleases(pointer);
  const name = (path: string) => relative(ROOT, path);
  console.log(`build: ${name(pointer)} → ${name(release)} (the newest ${KEEP_RELEASES} are kept)`);
  if (pruned.length > 0) console.log(`build: removed ${pruned.map(name).join(", ")}`);
  const served = await releasesStillServed(pointer);
  if (served.length > 0) {
    console.log(`build: a server still runs ${served.map(name).join(", ")} until it is restarted`);
  }
}

// `npm run build`; scripts/build-e2e.ts imports it instead.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildRelease({ args: process.argv.slice(2) }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
