/**
 * Fails when the built client has syntax the oldest browser in .browserslistrc cannot parse:
 * every .js file under build/client and every inline script of its HTML pages, parsed at that
 * browser's ECMAScript version, with no regex lookbehind or class static block before Safari 16.4.
 *   npm run check:syntax [dir]   (after a build; part of `npm test`)
 */
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { listFiles } from "./post-build/built-files";
import { findViolations, oldestSafari, rulesFor } from "./syntax-target/rules";

/** Inline classic and module scripts; JSON and other data blocks are not code. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const CODE_TYPE = /\btype\s*=\s*["']?(module|text\/javascript)["']?/i;

function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => !/\btype\s*=/i.test(attributes) || CODE_TYPE.test(attributes))
    .map(([, , body = ""]) => body)
    .filter((body) => body.trim() !== "");
}

const dir =
  process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url).toString());
const rules = rulesFor(oldestSafari());
const files = (await listFiles(dir)).filter((file) => /\.(m?js|html)$/.test(file));
const problems: string[] = [];
let scripts = 0;
for (const file of files) {
  const text = await readFile(file, "utf8");
  const sources = file.endsWith(".html") ? inlineScripts(text) : [text];
  for (const [index, source] of sources.entries()) {
    scripts += 1;
    const where = file.endsWith(".html")
      ? `${relative(dir, file)} (script ${index + 1})`
      : relative(dir, file);
    for (const problem of findViolations(source, rules)) problems.push(`${where}:${problem}`);
  }
}

const target = `ES${String(rules.ecmaVersion)} for Safari ${rules.oldestSafari}`;
if (files.length === 0) {
  console.error(`check-syntax-target: no built JavaScript under ${dir}: build first`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error(`check-syntax-target: syntax newer than the browser target (${target}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `check-syntax-target: ${scripts} scripts in ${files.length} files match the browser target (${target}, .browserslistrc)`,
);
