// @ts-check
/**
 * Loads every native addon (*.node) under node_modules with the Node that runs this script. The
 * install was made with the machine's Node; an addon built against one Node's ABI (rather than
 * N-API, which every Node accepts) refuses to load on another, and would fail a suite there with
 * an error far from its cause. Exits 1 and names such addons, with the way to rebuild them.
 *   node scripts/ci/check-native-modules.mjs
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const modules = fileURLToPath(new URL("../../node_modules", import.meta.url));
const addons = readdirSync(modules, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".node"))
  .sort();

/** @type {string[]} */
const refused = [];
for (const addon of addons) {
  try {
    process.dlopen({ exports: {} }, join(modules, addon));
  } catch (error) {
    refused.push(`  ${addon}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
  }
}

if (refused.length > 0) {
  console.error(
    `${refused.length} of ${addons.length} native addons do not load on Node ${process.version}:\n` +
      `${refused.join("\n")}\n` +
      "Rebuild them for this Node (npm rebuild, with this Node first on PATH) or replace them.",
  );
  process.exit(1);
}
console.log(`All ${addons.length} native addons in node_modules load on Node ${process.version}.`);
