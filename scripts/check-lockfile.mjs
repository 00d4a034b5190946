// @ts-check
// Plain JavaScript on purpose: it must run when node_modules is missing or cannot be installed.
/**
 * Keeps package-lock.json installable with `npm ci` on this project's registry mirror.
 *
 * The mirror may carry only the Linux builds of packages that ship per-platform binaries as
 * optional dependencies (Tailwind's oxide, rolldown, lightningcss...). `npm install` then writes a
 * lockfile without the other platforms' entries, and `npm ci` refuses it as out of sync
 * (npm/cli#9846). Adding the missing entries makes the lockfile complete. Each added entry carries
 * the `os`, `cpu` and `libc` its name implies: without them npm cannot tell that a build is for
 * another platform, and where the registry serves it, `npm ci` installs every platform's binary.
 *
 *   node scripts/check-lockfile.mjs        exits 1 and lists missing or unconstrained entries
 *   node scripts/check-lockfile.mjs --fix  adds the missing ones and constrains the others
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { platformFields, platformFromName } from "./package-platform.mjs";

/** @typedef {import("./package-platform.mjs").Platform} Platform */
/**
 * @typedef {Platform & { version?: string, integrity?: string, resolved?: string, link?: boolean,
 *   inBundle?: boolean, dev?: boolean, optional?: boolean,
 *   optionalDependencies?: Record<string, string> }} LockEntry
 */
/** @typedef {{ packages: Record<string, LockEntry> }} Lockfile */

/**
 * The lock paths npm would search, nearest first, for `name` required from `from`.
 * @param {string} from
 * @param {string} name
 */
function resolutionCandidates(from, name) {
  /** @type {string[]} */
  const candidates = [];
  let base = from;
  for (;;) {
    candidates.push(`${base ? `${base}/` : ""}node_modules/${name}`);
    const cut = base.lastIndexOf("node_modules/");
    if (cut < 0) break;
    base = base.slice(0, cut).replace(/\/$/, "");
  }
  return candidates;
}

/**
 * A pinned range ("4.3.5", "~2.3.3", "^1.0.0") reduced to the version it names.
 * @param {string} range
 */
function versionOf(range) {
  return range.replace(/^[~^=v]+/, "");
}

/** @type {(keyof Platform)[]} */
const FIELDS = ["os", "cpu", "libc"];

/** @param {string} path */
function nameOf(path) {
  return path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
}

/**
 * An entry this script wrote: npm's own entries have an integrity (or are links or bundled).
 * @param {LockEntry} entry
 */
function isAdded(entry) {
  return (
    Boolean(entry.optional && !entry.integrity && !entry.resolved && !entry.link) && !entry.inBundle
  );
}

/**
 * @param {string[] | undefined} a
 * @param {string[] | undefined} b
 */
function sameList(a, b) {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

/**
 * An entry with its version first and the rest in name order, as npm writes these fields.
 * @param {LockEntry} entry
 * @returns {LockEntry}
 */
function ordered({ version, ...rest }) {
  const sorted = Object.entries(rest).sort(([a], [b]) => a.localeCompare(b));
  return { version, ...Object.fromEntries(sorted) };
}

/**
 * The optional dependencies no lock path resolves, as the entries to add for them.
 * @param {Lockfile} lock
 */
export function findMissing(lock) {
  /** @type {Map<string, LockEntry>} */
  const missing = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolutionCandidates(path, name).some((c) => c in lock.packages)) continue;
      const top = `node_modules/${name}`;
      const already = missing.get(top);
      // Needed outside development as soon as one requirer is, as npm marks it.
      if (already) {
        if (!entry.dev) delete already.dev;
        continue;
      }
      missing.set(
        top,
        ordered({
          version: versionOf(range),
          ...(entry.dev ? { dev: true } : {}),
          optional: true,
          ...platformFromName(name),
        }),
      );
    }
  }
  return missing;
}

/**
 * Added entries whose os/cpu/libc are not the ones their names imply, so that npm would install
 * them on any platform.
 * @param {Lockfile} lock
 */
export function findUnconstrained(lock) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => {
      if (!path || !isAdded(entry)) return false;
      const implied = platformFromName(nameOf(path));
      if (!implied) return false;
      return FIELDS.some((field) => !sameList(entry[field], implied[field]));
    })
    .map(([path]) => path);
}

/**
 * Where a package's real fields (npm's own lock entry, or its package.json in node_modules) say
 * another platform than its name: the naming rule in package-platform.mjs does not hold for that
 * family, so the entries it would add for the family's other builds cannot be trusted. Only the
 * fields a package has are compared: where it lacks one that its name implies (Tailwind's wasm32
 * build has no cpu, some ARM builds no libc), the added entry is only stricter than npm would be.
 * @param {Lockfile} lock
 * @param {string | undefined} root the folder holding node_modules, to read installed builds
 */
export function findMisnamed(lock, root) {
  /** @type {string[]} */
  const misnamed = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const implied = path ? platformFromName(nameOf(path)) : undefined;
    if (!implied) continue;
    /** @type {Platform[]} */
    const real = isAdded(entry) ? [] : [platformFields(entry)];
    const manifest = root ? join(root, path, "package.json") : "";
    if (manifest && existsSync(manifest)) {
      real.push(platformFields(JSON.parse(readFileSync(manifest, "utf8"))));
    }
    for (const fields of real) {
      const agrees = FIELDS.every(
        (field) => !fields[field] || sameList(fields[field], implied[field]),
      );
      if (!agrees) {
        misnamed.push(`${path}: named ${JSON.stringify(implied)}, is ${JSON.stringify(fields)}`);
      }
    }
  }
  return misnamed;
}

/**
 * The lockfile with its missing entries added and its added entries constrained, paths sorted.
 * @param {Lockfile} lock
 */
export function fixLockfile(lock) {
  /** @type {Record<string, LockEntry>} */
  const packages = { ...lock.packages };
  for (const path of findUnconstrained(lock)) {
    const unplatformed = Object.entries(packages[path] ?? {}).filter(
      ([field]) => !FIELDS.includes(/** @type {keyof Platform} */ (field)),
    );
    packages[path] = ordered({
      ...Object.fromEntries(unplatformed),
      ...platformFromName(nameOf(path)),
    });
  }
  for (const [path, entry] of findMissing(lock)) packages[path] = entry;
  const sorted = Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  );
  return { ...lock, packages: Object.fromEntries(sorted) };
}

/**
 * Checks (or with `fix`, repairs) the lockfile at `lockPath`; returns the exit code.
 * @param {string} lockPath
 * @param {{ fix?: boolean, root?: string }} [options]
 */
export function run(lockPath, { fix = false, root = dirname(lockPath) } = {}) {
  /** @type {Lockfile} */
  const lock = JSON.parse(readFileSync(lockPath, "utf8"));
  const misnamed = findMisnamed(lock, root);
  if (misnamed.length > 0) {
    console.error(
      `lockfile: ${misnamed.length} packages' platforms differ from what their names say:\n` +
        misnamed.map((line) => `  ${line}`).join("\n") +
        "\nTeach scripts/package-platform.mjs their naming before adding their siblings.",
    );
    return 1;
  }
  const missing = findMissing(lock);
  const unconstrained = findUnconstrained(lock);
  if (fix) {
    writeFileSync(lockPath, `${JSON.stringify(fixLockfile(lock), null, 2)}\n`);
    console.log(
      `lockfile: added ${missing.size} optional platform entries, ` +
        `gave ${unconstrained.length} added ones their os/cpu/libc`,
    );
    return 0;
  }
  /** @type {string[]} */
  const problems = [
    ...[...missing.keys()].map((path) => `  ${path}: missing, so \`npm ci\` will fail`),
    ...unconstrained.map(
      (path) => `  ${path}: lacks the os/cpu/libc its name implies, so npm installs it anywhere`,
    ),
  ];
  if (problems.length > 0) {
    console.error(
      `lockfile: ${problems.length} optional platform entries need fixing:\n` +
        `${problems.join("\n")}\nRun \`npm run lockfile:fix\` after changing dependencies.`,
    );
    return 1;
  }
  console.log("lockfile: complete, each platform's builds constrained to it");
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockPath = fileURLToPath(new URL("../package-lock.json", import.meta.url));
  process.exitCode = run(lockPath, { fix: process.argv.includes("--fix") });
}
