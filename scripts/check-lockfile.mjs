// @ts-check
// Plain JavaScript on purpose: it must run when node_modules is missing or cannot be installed.
/**
 * Keeps package-lock.json installable with `npm ci` on this project's registry mirror.
 *
 * The mirror only carries the Linux builds of packages that ship per-platform binaries as
 * optional dependencies (Tailwind's oxide, rolldown, lightningcss...). `npm install` then
 * writes a lockfile without the other platforms' entries, and `npm ci` refuses it as out of
 * sync (npm/cli#9846). Adding the missing entries (version + `optional: true`) makes the
 * lockfile complete; npm skips them on Linux and installs them on a machine that has them.
 *
 *   node scripts/check-lockfile.mjs        exits 1 and lists missing entries
 *   node scripts/check-lockfile.mjs --fix  adds them
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** @typedef {{ version?: string, optional?: boolean, optionalDependencies?: Record<string, string> }} LockEntry */
/** @typedef {{ packages: Record<string, LockEntry> }} Lockfile */

const lockPath = fileURLToPath(new URL("../package-lock.json", import.meta.url));

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

/** @param {Lockfile} lock */
function findMissing(lock) {
  /** @type {Map<string, LockEntry>} */
  const missing = new Map();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const candidates = resolutionCandidates(path, name);
      if (candidates.some((c) => c in lock.packages || missing.has(c))) continue;
      const top = `node_modules/${name}`;
      missing.set(top, { version: versionOf(range), optional: true });
    }
  }
  return missing;
}

/** @type {Lockfile} */
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const missing = findMissing(lock);

if (process.argv.includes("--fix")) {
  for (const [path, entry] of missing) lock.packages[path] = entry;
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(`lockfile: added ${missing.size} optional platform entries`);
} else if (missing.size > 0) {
  console.error(
    `lockfile: ${missing.size} optional platform entries are missing, so \`npm ci\` will fail:\n` +
      [...missing.keys()].map((p) => `  ${p}`).join("\n") +
      "\nRun `npm run lockfile:fix` after changing dependencies.",
  );
  process.exit(1);
} else {
  console.log("lockfile: complete");
}
