/**
 * A deployed site's folder, as the deploy steps in docs/operations.md leave it, made from this checkout in a
 * temporary folder so that a test can build in it while a server runs from it, without touching
 * the checkout's own `build` (which the other fault specs run from). node_modules is a link to
 * the checkout's; the first release is a copy of the checkout's live build.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, realpathSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createRelease, switchRelease } from "../../../scripts/release/release-folders";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** What a deploy does not copy: installed packages, builds, data, test output, local settings. */
const NOT_COPIED =
  /^(?:\.git|node_modules|build|build-.*|releases|data|test-results|playwright-report|coverage|\.react-router|\.cache|\.env)$/;

export interface RunOptions {
  /** Names taken out of this process's environment before `env` is laid over it. */
  unset?: string[];
  cwd?: string;
}

type Ran = { code: number | null; output: string };

export interface LiveFolder {
  root: string;
  pointer: string;
  /** The names of the folders under releases/, sorted. */
  releases(): string[];
  /** Runs an npm script in the folder; resolves with its exit code and output. */
  npm(args: string[], env: Record<string, string>, options?: RunOptions): Promise<Ran>;
  /** Runs a command, in the folder unless `cwd` says where. */
  run(
    command: string,
    args: string[],
    env: Record<string, string>,
    options?: RunOptions,
  ): Promise<Ran>;
}

export async function makeLiveFolder(): Promise<LiveFolder> {
  const root = mkdtempSync(join(tmpdir(), "kestrel-live-"));
  cpSync(ROOT, root, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return !NOT_COPIED.test(path.split(sep)[0] ?? "") && !path.includes("node_modules");
    },
  });
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"), "dir");
  const pointer = join(root, "build");
  const first = await createRelease(pointer);
  // Not the servers' records of the checkout's release: this copy has none running yet.
  cpSync(realpathSync(join(ROOT, "build")), first, {
    recursive: true,
    filter: (source) => basename(source) !== "running",
  });
  await switchRelease(pointer, first);
  const run = (
    command: string,
    args: string[],
    env: Record<string, string>,
    { unset = [], cwd = root }: RunOptions = {},
  ) =>
    new Promise<Ran>((resolve) => {
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !unset.includes(name)),
      );
      const child = spawn(command, args, {
        cwd,
        env: { ...inherited, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("exit", (code) => resolve({ code, output }));
    });
  return {
    root,
    pointer,
    releases: () => readdirSync(join(root, "releases")).sort(),
    run,
    npm: (args, env, options) => run("npm", args, env, options),
  };
}
