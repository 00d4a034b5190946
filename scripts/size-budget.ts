/**
 * First-view weight of every prerendered page, measured from the build output: the JavaScript
 * and CSS a visitor downloads before interacting, gzip-compressed as the server sends them.
 *   npm run size   (after a build; part of `npm test`)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readBuiltPages } from "./post-build/built-pages";

const KB = 1024;
export const BUDGETS = {
  homeJs: 130 * KB,
  pageJs: 150 * KB,
  css: 20 * KB,
  html: 40 * KB,
};

const clientDir =
  process.env.SIZE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url));
const gzipCache = new Map<string, number>();

function gzippedSize(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, urlPath)), { level: 9 }).byteLength;
    gzipCache.set(urlPath, size);
  }
  return size;
}

function captures(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Scripts the page loads before it is interactive: module preloads, script tags, imports. */
function assetsIn(html: string) {
  const js = new Set([
    ...captures(html, /<link rel="modulepreload" href="([^"]+)"/g),
    ...captures(html, /<script[^>]*src="([^"]+\.js)"/g),
    ...captures(html, /import\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ]);
  const css = new Set(captures(html, /<link rel="stylesheet" href="([^"#]+\.css)#?"[^>]*>/g));
  return { js: [...js], css: [...css] };
}

const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const pages = await readBuiltPages(clientDir);
const failures: string[] = [];
const rows = pages.map((page) => {
  const { js, css } = assetsIn(page.html);
  const jsBytes = js.reduce((sum, file) => sum + gzippedSize(file), 0);
  const cssBytes = css.reduce((sum, file) => sum + gzippedSize(file), 0);
  const htmlBytes = gzipSync(page.html, { level: 9 }).byteLength;
  const jsBudget = page.path === "/" ? BUDGETS.homeJs : BUDGETS.pageJs;
  if (jsBytes > jsBudget)
    failures.push(`${page.path}: JavaScript ${format(jsBytes)} > ${format(jsBudget)}`);
  if (cssBytes > BUDGETS.css)
    failures.push(`${page.path}: CSS ${format(cssBytes)} > ${format(BUDGETS.css)}`);
  if (htmlBytes > BUDGETS.html)
    failures.push(`${page.path}: HTML ${format(htmlBytes)} > ${format(BUDGETS.html)}`);
  return {
    page: page.path,
    js: format(jsBytes),
    files: js.length,
    css: format(cssBytes),
    html: format(htmlBytes),
  };
});

console.log("First-view size per page (gzip):");
console.table(rows);
console.log(
  `Budgets: JS ≤ ${format(BUDGETS.homeJs)} on /, ≤ ${format(BUDGETS.pageJs)} elsewhere; CSS ≤ ${format(BUDGETS.css)}; HTML ≤ ${format(BUDGETS.html)}`,
);
if (failures.length > 0) {
  console.error(`Size budget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`size budget: ${rows.length} pages within budget`);
