import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { PROGRESS, RESULT, type BuildResult, type BuildStep } from "./build-protocol";

/** The child that builds and checks a release (run with tsx, from the project's node_modules). */
const BUILD_SCRIPT = "scripts/release/build-content-release.ts";
/** The checks alone, for a release another server built (release-sync.ts). */
const CHECK_SCRIPT = "scripts/release/check-release.ts";
/** The build yields the CPU to the pages being served meanwhile (nice: 0 normal, 19 lowest). */
const BUILD_NICENESS = 10;
/** What the owner and the log get of a failed build's output: its end, not its 600 lines. */
const LOG_LINES = 40;
/** A release with everything wrong has a problem per page and more: the owner gets the first. */
const PROBLEMS_SHOWN = 10;

export type ReleaseBuildOutcome = { releaseDir: string } | { failed: string; log: string[] };

export interface ReleaseBuildOptions {
  /** The project folder: its source and node_modules build the release. */
  root: string;
  /** The build pointer (`build`): the new release goes among its releases, unswitched. */
  pointer: string;
  /** The site's content, as JSON: the build reads it from SITE_CONTENT_FILE. */
  content: unknown;
  onStep?: (step: BuildStep) => void;
}

function describeProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  const more = problems.length - shown.length;
  return [...shown, ...(more > 0 ? [`… and ${more} more`] : [])].join("\n");
}

/**
 * Builds a release from `content` in a child process, off the request path, and checks it
 * (scripts/release/check-release.ts). Resolves with the checked release folder, or with why there
 * is none and the end of the build's output; what the server serves is never touched.
 */
export async function buildRelease({
  root,
  pointer,
  content,
  onStep = () => undefined,
}: ReleaseBuildOptions): Promise<ReleaseBuildOutcome> {
  const work = await mkdtemp(join(tmpdir(), "kestrel-content-"));
  const contentFile = join(work, "content.json");
  await writeFile(contentFile, JSON.stringify(content));
  try {
    const child = spawn(process.execPath, ["--import", "tsx", BUILD_SCRIPT, pointer, contentFile], {
      cwd: root,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      if (child.pid) setPriority(child.pid, BUILD_NICENESS);
    } catch {
      // Not allowed here (a container without the capability): it builds at normal priority.
    }
    const log: string[] = [];
    let result: BuildResult | undefined;
    const read = (stream: NodeJS.ReadableStream) =>
      createInterface({ input: stream }).on("line", (raw) => {
        const line = stripVTControlCharacters(raw);
        if (line.startsWith(PROGRESS)) onStep(line.slice(PROGRESS.length).trim() as BuildStep);
        else if (line.startsWith(RESULT)) result = JSON.parse(line.slice(RESULT.length));
        else if (line.trim() && log.push(line) > LOG_LINES) log.shift();
      });
    const lines = [read(child.stdout), read(child.stderr)].map(
      (reader) => new Promise((resolve) => reader.once("close", resolve)),
    );
    const exit = await new Promise<string>((resolve) => {
      child.once("error", (error) => resolve(error.message));
      child.once("exit", (code, signal) => resolve(signal ?? `exit code ${code}`));
    });
    await Promise.all(lines);
    if (result && "release" in result) return { releaseDir: result.release };
    return {
      failed: result ? describeProblems(result.problems) : `The build stopped (${exit}).`,
      log,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The same checks a publish runs (scripts/release/check-release.ts) on a release this server did
 * not build, in a child process too: the problems, none when it may be served.
 */
export async function checkRelease(root: string, clientDir: string): Promise<string[]> {
  const child = spawn(process.execPath, ["--import", "tsx", CHECK_SCRIPT, clientDir], {
    cwd: root,
    env: process.env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const problems: string[] = [];
  createInterface({ input: child.stderr }).on("line", (line) => problems.push(line));
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("close", resolve);
  });
  if (code === 0) return [];
  return problems.length > 0 ? problems : [`the release checks stopped (exit code ${code})`];
}
