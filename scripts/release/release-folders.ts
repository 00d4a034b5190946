/**
 * Releases: each `npm run build` writes a new folder under releases/ (the site in client/, the
 * server in node/, as build/ held them before), then points the `build` symlink at it in one
 * rename(2), so a request never meets half a build. A running server resolved `build` when it
 * started (server/release.ts) and keeps its own release; old ones are pruned.
 */
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, symlink } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { isReleaseRunning } from "../../server/release";
import { STORE_GUARD_MARK } from "../../server/store/migrations";

/** How many of a pointer's releases stay, newest first, besides any a server still runs from. */
export const KEEP_RELEASES = 3;

/** The time in a release's name (ISO 8601, `:` and `.` as `-`), so names sort by age. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(?:-\d+)?$/;

/** Where a pointer's releases live: releases/ beside it (build → releases/build-<time>). */
function releasesDir(pointer: string): string {
  return join(dirname(pointer), "releases");
}

function releaseBase(pointer: string, time: Date): string {
  return join(
    releasesDir(pointer),
    `${basename(pointer)}-${time.toISOString().replace(/[:.]/g, "-")}`,
  );
}

/** A name no release has yet: the time's, or with -1, -2 … after it (two builds in one ms). */
async function freeName(base: string, take: (path: string) => Promise<unknown>): Promise<string> {
  for (let n = 0; ; n += 1) {
    const path = n ? `${base}-${n}` : base;
    try {
      await take(path);
      return path;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "EEXIST" && code !== "ENOTEMPTY") throw error;
    }
  }
}

/** A new, empty release folder for the pointer, named for the time. */
export async function createRelease(pointer: string, now = new Date()): Promise<string> {
  await mkdir(releasesDir(pointer), { recursive: true });
  return freeName(releaseBase(pointer, now), (path) => mkdir(path));
}

/** The pointer's releases, oldest first. */
export async function listReleases(pointer: string): Promise<string[]> {
  const prefix = `${basename(pointer)}-`;
  const names = await readdir(releasesDir(pointer)).catch(() => []);
  return names
    .filter((name) => name.startsWith(prefix) && STAMP.test(name.slice(prefix.length)))
    .sort()
    .map((name) => join(releasesDir(pointer), name));
}

/**
 * Makes the release live: a new symlink beside the pointer, renamed over it. rename(2) replaces
 * the old link in one step, so every path through `build` finds the old release or the new one.
 * The link is relative, so the project folder can move. A plain `build` folder (a build from
 * before releases) is first moved in among the releases; only this first switch is two renames.
 */
export async function switchRelease(pointer: string, release: string): Promise<void> {
  const link = `${pointer}.${process.pid}.tmp`;
  await rm(link, { force: true });
  await symlink(relative(dirname(pointer), release), link, "dir");
  const current = await lstat(pointer).catch(() => null);
  if (current?.isDirectory()) {
    await freeName(releaseBase(pointer, current.mtime), (path) => rename(pointer, path));
  }
  await rename(link, pointer);
}

/**
 * Whether the release's server was built before the store-version guard (before 25 November
 * 2026): its start.js lacks the guard's words, so rolled back to, it would write into a store
 * migrated by newer code instead of stopping. A release with no server (a copy of pages only) is
 * not one.
 */
export async function predatesStoreGuard(release: string): Promise<boolean> {
  const server = await readFile(join(release, "node", "start.js"), "utf8").catch(() => null);
  return server !== null && !server.includes(STORE_GUARD_MARK);
}

/**
 * Removes the pointer's releases beyond the newest `keep`, and any older than the store-version
 * guard (predatesStoreGuard), except the live one and any a server on this machine still runs
 * from. Returns the folders removed.
 */
export async function pruneReleases(pointer: string, keep = KEEP_RELEASES): Promise<string[]> {
  const live = await realpath(pointer).then(basename, () => undefined);
  const removed: string[] = [];
  const releases = await listReleases(pointer);
  const kept = releases.slice(Math.max(0, releases.length - keep));
  for (const release of releases) {
    if (basename(release) === live || isReleaseRunning(release)) continue;
    if (kept.includes(release) && !(await predatesStoreGuard(release))) continue;
    await rm(release, { recursive: true, force: true });
    removed.push(release);
  }
  return removed;
}

/**
 * The pointer's releases, other than the live one, that a server on this machine still runs
 * from: it keeps serving them until restarted. Empty when no server runs, or all run the live one.
 */
export async function releasesStillServed(pointer: string): Promise<string[]> {
  const live = await realpath(pointer).then(basename, () => undefined);
  return (await listReleases(pointer)).filter(
    (release) => basename(release) !== live && isReleaseRunning(release),
  );
}
