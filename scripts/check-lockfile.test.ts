/**
 * The lockfile check: the entries it adds for other platforms' builds carry the os/cpu/libc that
 * keep npm from installing them here, it refuses entries without them, and on the real
 * package-lock.json npm would install only the linux-x64-glibc build of each family.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  findMisnamed,
  findMissing,
  findUnconstrained,
  fixLockfile,
  run,
} from "./check-lockfile.mjs";
import { installsOn, platformFromName } from "./package-platform.mjs";

type Entry = Record<string, unknown> & {
  os?: string[];
  cpu?: string[];
  libc?: string[];
  integrity?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, Entry> };

const LOCK_PATH = fileURLToPath(new URL("../package-lock.json", import.meta.url));
const realLock = (): Lock => JSON.parse(readFileSync(LOCK_PATH, "utf8"));
const LINUX_X64_GLIBC = { os: "linux", cpu: "x64", libc: "glibc" };
const added = (entry: Entry) => Boolean(entry.optional && !entry.integrity);
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + 13);

/** The real lockfile with `change` applied to each entry the fix wrote (npm's have an integrity). */
function withAddedEntries(change: (entry: Entry) => Entry | undefined): Lock {
  const lock = realLock();
  const packages = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const changed = path && added(entry) ? change(entry) : entry;
    return changed ? [[path, changed] as const] : [];
  });
  return { ...lock, packages: Object.fromEntries(packages) };
}

const folder = mkdtempSync(join(tmpdir(), "check-lockfile-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the CLI's logic on `lock` written to a file, returning its exit code and the file after. */
function runOn(lock: Lock, fix: boolean) {
  const path = join(folder, "package-lock.json");
  writeFileSync(path, JSON.stringify(lock));
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const code = run(path, { fix, root: folder });
  return { code, after: JSON.parse(readFileSync(path, "utf8")) as Lock };
}

describe("--fix on a lockfile without the other platforms' entries, as this registry gives", () => {
  const bare = withAddedEntries(() => undefined);

  it("adds each one with the os/cpu/libc its name implies, marked optional and dev", () => {
    const missing = findMissing(bare);
    expect(missing.size).toBeGreaterThan(30);
    expect(missing.get("node_modules/@oxc-parser/binding-darwin-arm64")).toEqual({
      version: "0.156.0",
      cpu: ["arm64"],
      dev: true,
      optional: true,
      os: ["darwin"],
    });
    expect(missing.get("node_modules/@oxc-parser/binding-linux-arm-musleabihf")).toMatchObject({
      os: ["linux"],
      cpu: ["arm"],
      libc: ["musl"],
    });
    expect(missing.get("node_modules/@tailwindcss/oxide-wasm32-wasi")).toMatchObject({
      cpu: ["wasm32"],
    });
    for (const [path, entry] of missing) {
      expect(entry, path).toMatchObject({ optional: true, ...platformFromName(nameOf(path)) });
    }
    expect(runOn(bare, false).code).toBe(1);
  });

  it("writes the lockfile that is committed, which then passes the check", () => {
    const { code, after } = runOn(bare, true);
    expect(code).toBe(0);
    expect(after).toEqual(realLock());
    expect(runOn(after, false).code).toBe(0);
  });
});

describe("a lockfile whose added entries have no os/cpu/libc, as the fix once wrote them", () => {
  const stripped = withAddedEntries(({ os: _os, cpu: _cpu, libc: _libc, ...rest }) => rest);

  it("fails the check, naming them", () => {
    expect(findUnconstrained(stripped)).toContain("node_modules/@oxc-parser/binding-darwin-arm64");
    expect(findMissing(stripped).size).toBe(0);
    const { code, after } = runOn(stripped, false);
    expect(code).toBe(1);
    expect(after).toEqual(stripped);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("@tailwindcss/oxide-win32-x64-msvc: lacks the os/cpu/libc"),
    );
  });

  it("is repaired by --fix into the committed lockfile", () => {
    expect(fixLockfile(stripped)).toEqual(realLock());
    expect(runOn(stripped, true).after).toEqual(realLock());
  });
});

describe("the naming rule, checked against packages' real fields", () => {
  it("holds for every build npm recorded in the real lockfile", () => {
    expect(findMisnamed(realLock(), undefined)).toEqual([]);
  });

  it("refuses a family whose real builds say another platform than their names", () => {
    const lock: Lock = {
      packages: {
        "": { name: "x" },
        "node_modules/odd-linux-x64-gnu": {
          version: "1.0.0",
          integrity: "sha512-x",
          os: ["darwin"],
        },
      },
    };
    expect(findMisnamed(lock, undefined)).toHaveLength(1);
    expect(runOn(lock, true).code).toBe(1);
  });
});

describe("npm on linux-x64-glibc, given the real lockfile", () => {
  const lock = realLock();
  const installed = Object.entries(lock.packages).filter(
    ([path, entry]) => path && installsOn(entry, LINUX_X64_GLIBC),
  );

  it("installs one build of each family of platform builds: its linux-x64-glibc one", () => {
    const builds = installed.map(([path]) => nameOf(path)).filter((name) => platformFromName(name));
    for (const name of builds) {
      expect(platformFromName(name), name).toMatchObject({ os: ["linux"], cpu: ["x64"] });
      expect(platformFromName(name)?.libc ?? ["glibc"], name).toEqual(["glibc"]);
    }
    // A family has builds for several platforms; fsevents alone (macOS's file watcher) is none.
    const families = Object.values(lock.packages).filter(
      (entry) =>
        Object.keys(entry.optionalDependencies ?? {}).filter((name) => platformFromName(name))
          .length > 1,
    );
    expect(families.length).toBeGreaterThanOrEqual(8);
    expect(builds).toHaveLength(families.length);
  });

  it("skips every added entry, and every entry npm installs without os/cpu is no platform build", () => {
    for (const [path, entry] of installed) {
      expect(added(entry), path).toBe(false);
      if (!entry.os && !entry.cpu) expect(platformFromName(nameOf(path)), path).toBeUndefined();
    }
  });
});
