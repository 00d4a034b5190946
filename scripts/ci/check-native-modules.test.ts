// @vitest-environment node
/**
 * The native addon check skips other platforms' builds (by their package's os/cpu/libc, or by their
 * file's header) and still reports this platform's addons that do not load: on a made-up
 * node_modules, through the script as CI runs it, and on this project's own node_modules.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkNativeModules, isNativeBinary } from "./check-native-modules.mjs";

const SCRIPT = fileURLToPath(new URL("./check-native-modules.mjs", import.meta.url));
const MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));
const LINUX_X64 = { os: "linux", cpu: "x64", libc: "glibc" };
const ELF_MACHINES: Record<string, number> = { x64: 62, arm64: 183 };
const it64 = it.skipIf(!(process.platform === "linux" && process.arch in ELF_MACHINES));

/** The start of a 64-bit little-endian ELF shared object for `cpu`, `abi` its EI_OSABI. */
function elf(cpu: string, abi = 0) {
  const head = Buffer.alloc(64);
  head.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, abi]);
  head.writeUInt16LE(3, 16); // ET_DYN
  head.writeUInt16LE(ELF_MACHINES[cpu] ?? 0, 18);
  return head;
}

function macho(cputype: number) {
  const head = Buffer.alloc(64);
  head.writeUInt32LE(0xfeedfacf, 0);
  head.writeUInt32LE(cputype, 4);
  return head;
}

function pe(machine: number) {
  const head = Buffer.alloc(256);
  head.write("MZ", 0, "latin1");
  head.writeUInt32LE(0x80, 0x3c);
  head.write("PE\0\0", 0x80, "latin1");
  head.writeUInt16LE(machine, 0x84);
  return head;
}

describe("a binary's header", () => {
  it.each([
    ["an x86-64 ELF", true, elf("x64")],
    ["an aarch64 ELF", false, elf("arm64")],
    ["a FreeBSD x86-64 ELF", false, elf("x64", 9)],
    ["a Mach-O for x86-64", false, macho(0x01000007)],
    ["a PE for x64", false, pe(0x8664)],
    ["a text file", false, Buffer.from("module.exports = 1;\n")],
    ["an empty file", false, Buffer.alloc(0)],
  ])("%s is native on linux-x64: %s", (_, native, head) => {
    expect(isNativeBinary(head, LINUX_X64)).toBe(native);
  });

  it("is read as each platform's own format", () => {
    expect(isNativeBinary(elf("arm64"), { os: "linux", cpu: "arm64" })).toBe(true);
    expect(isNativeBinary(macho(0x0100000c), { os: "darwin", cpu: "arm64" })).toBe(true);
    expect(isNativeBinary(elf("arm64"), { os: "darwin", cpu: "arm64" })).toBe(false);
    expect(isNativeBinary(pe(0x8664), { os: "win32", cpu: "x64" })).toBe(true);
    expect(isNativeBinary(pe(0xaa64), { os: "win32", cpu: "x64" })).toBe(false);
  });
});

describe("a node_modules with other platforms' builds and a broken one of this platform's", () => {
  const root = mkdtempSync(join(tmpdir(), "native-modules-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const modules = join(root, "node_modules");

  function addon(path: string, bytes: Buffer, manifest: object = {}) {
    const file = join(modules, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    const top = join(modules, ...path.split("/").slice(0, path.startsWith("@") ? 2 : 1));
    writeFileSync(join(top, "package.json"), JSON.stringify(manifest));
  }

  // The darwin package holds this machine's header, so only its package.json says it is foreign.
  addon("@x/binding-darwin-x64/binding.node", elf(process.arch), { os: ["darwin"], cpu: ["x64"] });
  addon("@x/binding-linux-x64-musl/binding.node", elf(process.arch), { libc: ["musl"] });
  addon("mac-only/build/Release/addon.node", macho(0x01000007));
  addon("windows-only/addon.node", pe(0x8664));
  const linux = () => addon("broken-linux/build/Release/broken.node", elf(process.arch));

  it64("skips the foreign ones and succeeds", () => {
    const result = checkNativeModules(modules);
    expect(result.foreign).toHaveLength(4);
    expect(result.refused).toEqual([]);
    const run = spawnSync(process.execPath, [SCRIPT, modules], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("All 0 native addons for this platform");
    expect(run.stdout).toContain("4 built for other platforms skipped");
  });

  it64("still reports an addon of this platform that does not load", () => {
    linux();
    const { foreign, refused } = checkNativeModules(modules);
    expect(foreign).toHaveLength(4);
    expect(refused).toEqual([
      expect.stringMatching(/^ {2}broken-linux\/build\/Release\/broken\.node: /),
    ]);
    const run = spawnSync(process.execPath, [SCRIPT, modules], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("1 of 1 native addons for this platform do not load");
    expect(run.stderr).toContain("4 built for other platforms skipped");
  });
});

describe("this project's node_modules", () => {
  it64("holds addons of this platform, which load, and none of them counted foreign", () => {
    // Sorted here without loading (the suite's own process has some of them loaded already);
    // the script run below loads them in a process of its own, as CI does.
    const { addons, foreign } = checkNativeModules(MODULES, { load: () => {} });
    const native = addons.filter((addon) => !foreign.includes(addon));
    expect(native.length).toBeGreaterThan(0);
    // npm installed each of these because its package is for this machine: its header must agree.
    const triple = `${process.platform}-${process.arch}`;
    for (const addon of addons.filter((path) => path.includes(`${triple}-gnu/`))) {
      expect(native, addon).toContain(addon);
    }
    expect(execFileSync(process.execPath, [SCRIPT], { encoding: "utf8" })).toMatch(/load on Node/);
  });
});
