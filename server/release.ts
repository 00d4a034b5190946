import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** What the server serves at start, and where new releases go (server/start.ts). */
export interface BuildFolders {
  /** The project folder: publishing builds from its source. */
  root: string;
  /** The build pointer (`build`, or BUILD_DIR). */
  pointer: string;
  /** The release it named at start (resolved once, server/release.ts). */
  dir: string;
  /** False for a plain build folder from before releases: a publish then leaves it in place. */
  release: boolean;
}

/**
 * Inside a release, beside client/ and node/: one file per server running from it, named by its
 * process id, so that pruning old releases (scripts/release/) leaves alone the ones still served.
 */
export const RUNNING_DIR = "running";

/**
 * The folder a build pointer names, resolved once at start. `build` is a symlink to the release
 * `npm run build` last switched to (scripts/build.ts); resolving it here means a server keeps
 * serving the release it started with, its pages and the CSP hashes in its `_headers` alike,
 * however many builds follow, until it is restarted. `release` is false for a plain folder (a
 * build made before releases) or a missing one, which are used as they are.
 */
export function resolveBuild(pointer: string): { dir: string; release: boolean } {
  try {
    const release = lstatSync(pointer).isSymbolicLink();
    return { dir: realpathSync(pointer), release };
  } catch {
    return { dir: pointer, release: false };
  }
}

/** This process's records, removed when it exits. */
const records = new Set<string>();
let removedOnExit = false;

/**
 * Records this process as serving the release until it exits (a kill -9 leaves the record, which
 * isReleaseRunning sees through), or until the returned function is called: a publish moves the
 * server to another release (server/publish/live-release.ts). A release folder this process
 * cannot write to (a read-only deploy) goes unrecorded: then only the "newest three" rule keeps it.
 */
export function markReleaseRunning(releaseDir: string): () => void {
  const file = join(releaseDir, RUNNING_DIR, String(process.pid));
  try {
    mkdirSync(join(releaseDir, RUNNING_DIR), { recursive: true });
    writeFileSync(file, JSON.stringify({ host: hostname() }));
  } catch {
    return () => undefined;
  }
  if (!removedOnExit) {
    removedOnExit = true;
    process.once("exit", () => records.forEach((record) => rmSync(record, { force: true })));
  }
  records.add(file);
  return () => {
    records.delete(file);
    rmSync(file, { force: true });
  };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service's, say).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether a server on this machine still runs from the release. A record left by a server that
 * died (kill -9) names a process that is gone and is removed; one from another host (a container
 * sharing the folder) cannot be checked and is not counted.
 */
export function isReleaseRunning(releaseDir: string): boolean {
  const dir = join(releaseDir, RUNNING_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return false;
  }
  let running = false;
  for (const name of names) {
    const pid = Number(name);
    let host: unknown;
    try {
      host = (JSON.parse(readFileSync(join(dir, name), "utf8")) as { host?: unknown }).host;
    } catch {
      continue;
    }
    if (!Number.isInteger(pid) || host !== hostname()) continue;
    if (isAlive(pid)) running = true;
    else rmSync(join(dir, name), { force: true });
  }
  return running;
}
