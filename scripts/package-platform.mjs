// @ts-check
// Plain JavaScript on purpose: check-lockfile.mjs imports it, and runs before node_modules exists.
/**
 * The platform a package of native binaries is built for, as npm sees it: the `os`, `cpu` and
 * `libc` fields of its package.json, matched against the running machine the way npm does
 * (npm-install-checks' checkPlatform), so a package for another platform is never installed.
 */

/** @typedef {{ os?: string[], cpu?: string[], libc?: string[] }} Platform */
/** @typedef {{ os: string, cpu: string, libc?: string }} Machine */

// Node's process.platform values that the per-platform packages use in their names.
const OSES = "win32|darwin|linux|android|freebsd|openbsd|netbsd|sunos|aix|openharmony";
// Node's process.arch values, plus "universal" (one macOS build for both of Apple's cpus).
const ARCHES = "x64|arm64|arm|ia32|ppc64|s390x|riscv64|loong64|mips64el|universal";
// The ABI that may follow: a C library on Linux, a toolchain on Windows, an ARM calling convention.
const ABIS = "gnu|gnueabihf|musl|musleabihf|msvc|eabi";
const PLATFORM_SUFFIX = new RegExp(`(?:^|[-/])(${OSES})-(${ARCHES})(?:-(${ABIS}))?$`);
const WASM_SUFFIX = /(?:^|[-/])wasm32-wasi$/;

/** Optional packages for one platform whose names do not say which. */
/** @type {Record<string, Platform>} */
const NAMED_EXCEPTIONS = { fsevents: { os: ["darwin"] } };

/**
 * The os/cpu/libc that a per-platform package's name implies ("@rolldown/binding-darwin-arm64",
 * "lightningcss-linux-x64-musl", "@esbuild/netbsd-x64"), or undefined for any other name.
 * @param {string} name
 * @returns {Platform | undefined}
 */
export function platformFromName(name) {
  if (name in NAMED_EXCEPTIONS) return NAMED_EXCEPTIONS[name];
  // A WebAssembly build runs on any os, so only its cpu says that npm should skip it.
  if (WASM_SUFFIX.test(name)) return { cpu: ["wasm32"] };
  const match = PLATFORM_SUFFIX.exec(name);
  if (!match) return undefined;
  const [, os = "", arch = "", abi = ""] = match;
  /** @type {Platform} */
  const platform = { os: [os], cpu: arch === "universal" ? ["x64", "arm64"] : [arch] };
  // npm checks libc only on Linux and refuses a package with libc anywhere else, so a Windows
  // "-gnu" (MinGW) build must not get one.
  if (os === "linux" && abi.startsWith("gnu")) platform.libc = ["glibc"];
  if (os === "linux" && abi.startsWith("musl")) platform.libc = ["musl"];
  return platform;
}

/**
 * Whether `value` passes one of package.json's platform lists, as npm-install-checks decides:
 * none of the "!"-negated entries, and one of the others if there are any.
 * @param {string | undefined} value
 * @param {string[] | string} list
 */
function passes(value, list) {
  const entries = typeof list === "string" ? [list] : list;
  if (entries.length === 1 && entries[0] === "any") return true;
  let negated = 0;
  let match = false;
  for (const entry of entries) {
    if (entry.startsWith("!")) {
      negated++;
      if (value === entry.slice(1)) return false;
    } else if (value === entry) {
      match = true;
    }
  }
  return match || negated === entries.length;
}

/**
 * Whether npm would install a package with these fields on `machine`.
 * @param {Platform} target
 * @param {Machine} machine
 */
export function installsOn(target, machine) {
  if (target.os && !passes(machine.os, target.os)) return false;
  if (target.cpu && !passes(machine.cpu, target.cpu)) return false;
  if (target.libc && (!machine.libc || !passes(machine.libc, target.libc))) return false;
  return true;
}

/**
 * The platform fields of a package.json or lockfile entry, without its other fields.
 * @param {Platform} entry
 * @returns {Platform}
 */
export function platformFields({ os, cpu, libc }) {
  return { ...(os ? { os } : {}), ...(cpu ? { cpu } : {}), ...(libc ? { libc } : {}) };
}
