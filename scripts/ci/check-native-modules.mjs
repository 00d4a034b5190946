// @ts-check
/**
 * Loads every native addon (*.node) under node_modules that is built for this machine, with the
 * Node that runs this script. The install was made with the machine's Node; an addon built against
 * one Node's ABI (rather than N-API, which every Node accepts) refuses to load on another, and would
 * fail a suite there with an error far from its cause. Exits 1 and names such addons, with the way
 * to rebuild them.
 *
 * Builds for other platforms are skipped, not loaded: npm may have installed them (an optional
 * dependency whose lock entry lacks os/cpu), and they can never load here. An addon is foreign when
 * its package's os/cpu/libc exclude this machine, or when its file is not this platform's binary
 * format and cpu (ELF, Mach-O or PE, read from its first bytes).
 *   node scripts/ci/check-native-modules.mjs [node_modules folder]
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { installsOn, runningMachine } from "../package-platform.mjs";

/** @typedef {import("../package-platform.mjs").Machine} Machine */

// ELF's e_machine for each of Node's process.arch values.
/** @type {Record<string, number>} */
const ELF_MACHINES = {
  x64: 62,
  arm64: 183,
  arm: 40,
  ia32: 3,
  ppc64: 21,
  s390x: 22,
  riscv64: 243,
  loong64: 258,
  mips64el: 8,
};
// ELF's EI_OSABI: most systems' builds leave it 0 (System V); FreeBSD's say 9, which Linux refuses.
const FREEBSD_ELF_ABI = 9;
// Mach-O's cputype for the 64-bit cpus macOS runs on.
/** @type {Record<string, number>} */
const MACHO_CPUS = { x64: 0x01000007, arm64: 0x0100000c };
// PE's machine field.
/** @type {Record<string, number>} */
const PE_MACHINES = { x64: 0x8664, arm64: 0xaa64, ia32: 0x14c };

/**
 * Whether a binary's first bytes are this machine's format and cpu. A file in no known format
 * cannot be this platform's addon either.
 * @param {Buffer} head at least the first 64 bytes; for PE, up to its PE header
 * @param {Machine} machine
 */
export function isNativeBinary(head, machine) {
  if (head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) {
    if (machine.os === "darwin" || machine.os === "win32" || head.length < 20) return false;
    // EI_DATA (byte 5) says the byte order of e_machine (bytes 18-19): 2 is big-endian.
    const elfMachine = head[5] === 2 ? head.readUInt16BE(18) : head.readUInt16LE(18);
    if (head[7] === FREEBSD_ELF_ABI && machine.os !== "freebsd") return false;
    return elfMachine === ELF_MACHINES[machine.cpu];
  }
  const magic = head.length >= 8 ? head.readUInt32LE(0) : 0;
  if (magic === 0xfeedfacf)
    return machine.os === "darwin" && head.readUInt32LE(4) === MACHO_CPUS[machine.cpu];
  // A universal (fat) Mach-O holds several cpus' builds; macOS picks its own.
  if (magic === 0xbebafeca) return machine.os === "darwin";
  if (head.subarray(0, 2).toString("latin1") === "MZ" && head.length >= 64) {
    const pe = head.readUInt32LE(0x3c);
    if (machine.os !== "win32" || head.length < pe + 6) return false;
    return head.readUInt16LE(pe + 4) === PE_MACHINES[machine.cpu];
  }
  return false;
}

/** @param {string} file */
function readHead(file) {
  const head = Buffer.alloc(4096);
  const descriptor = openSync(file, "r");
  try {
    return head.subarray(0, readSync(descriptor, head, 0, head.length, 0));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * The package.json of the package holding `file`, found by walking up to `modules`.
 * @param {string} file
 * @param {string} modules
 */
function packageOf(file, modules) {
  for (let folder = dirname(file); folder.startsWith(modules) && folder !== modules;) {
    const manifest = join(folder, "package.json");
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, "utf8"));
    folder = dirname(folder);
  }
  return {};
}

/**
 * Sorts the addons under `modules` into those built for another platform and those that are this
 * machine's but do not load.
 * @param {string} modules a node_modules folder
 * @param {{ machine?: Machine, load?: (file: string) => void }} [options]
 */
export function checkNativeModules(modules, options = {}) {
  const { machine = runningMachine(), load = (file) => process.dlopen({ exports: {} }, file) } =
    options;
  const root = resolve(modules);
  const addons = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".node"))
    .sort();
  /** @type {string[]} */
  const foreign = [];
  /** @type {string[]} */
  const refused = [];
  for (const addon of addons) {
    const file = join(root, addon);
    if (!installsOn(packageOf(file, root), machine) || !isNativeBinary(readHead(file), machine)) {
      foreign.push(addon);
      continue;
    }
    try {
      load(file);
    } catch (error) {
      refused.push(`  ${addon}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    }
  }
  return { addons, foreign, refused };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modules = process.argv[2] ?? fileURLToPath(new URL("../../node_modules", import.meta.url));
  const { addons, foreign, refused } = checkNativeModules(modules);
  const native = addons.length - foreign.length;
  const skipped = `${foreign.length} built for other platforms skipped`;
  if (refused.length > 0) {
    console.error(
      `${refused.length} of ${native} native addons for this platform do not load on Node ` +
        `${process.version} (${skipped}):\n${refused.join("\n")}\n` +
        "Rebuild them for this Node (npm rebuild, with this Node first on PATH) or replace them.",
    );
    process.exitCode = 1;
  } else {
    console.log(
      `All ${native} native addons for this platform in node_modules load on Node ` +
        `${process.version}; ${skipped}.`,
    );
  }
}
