/**
 * First-view weight of every prerendered page, measured from the build output: the JavaScript
 * and CSS a visitor downloads before interacting, gzip-compressed (level 9, as the build's .gz
 * files). It also fails when a built HTML document still has a <link rel="modulepreload">, which
 * the post-build step removes (scripts/post-build/strip-modulepreload.ts).
 *   npm run size   (after a build; part of `npm test`)
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { listHtmlFiles } from "./post-build/built-files";
import { readBuiltPages } from "./post-build/built-pages";
import { hasModulePreload } from "./post-build/strip-modulepreload";

const KB = 1024;
/** The page paid ads land on: held close to the service pages' weight, not the catch-all. */
const AUDIT_LANDING_PATH = "/free-google-visibilty-audit-for-gas-eningeers";
export const BUDGETS = {
  homeJs: 130 * KB,
  auditLandingJs: 135 * KB,
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

function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./y.js"`, re-exports). */
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const importsCache = new Map<string, string[]>();

function staticImports(urlPath: string): string[] {
  let imports = importsCache.get(urlPath);
  if (!imports) {
    const code = readFileSync(join(clientDir, urlPath), "utf8");
    const base = new URL(urlPath, "http://site");
    imports = captures(code, STATIC_IMPORT).map((spec) => new URL(spec, base).pathname);
    importsCache.set(urlPath, imports);
  }
  return imports;
}

/**
 * Every script a page runs before it is interactive: what its inline module script imports
 * (statically, plus React Router's entry), and everything those import statically in turn.
 * Lazy chunks (menus, popup, carousel) are dynamic imports and not counted.
 */
function firstViewScripts(html: string): string[] {
  const roots = [
    ...captures(html, /<script[^>]*src="(\/assets\/[^"]+\.js)"/g),
    ...captures(html, /(?:import|from)\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ];
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const child of staticImports(path)) visit(child);
  };
  roots.forEach(visit);
  return [...seen];
}

function assetsIn(html: string) {
  const css = new Set(captures(html, /<link rel="stylesheet" href="([^"#]+\.css)#?"[^>]*>/g));
  return { js: firstViewScripts(html), css: [...css] };
}

const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const pages = await readBuiltPages(clientDir);
const failures: string[] = [];
const rows = pages.map((page) => {
  const { js, css } = assetsIn(page.html);
  const jsBytes = js.reduce((sum, file) => sum + gzippedSize(file), 0);
  const cssBytes = css.reduce((sum, file) => sum + gzippedSize(file), 0);
  const htmlBytes = gzipSync(page.html, { level: 9 }).byteLength;
  const jsBudget =
    page.path === "/"
      ? BUDGETS.homeJs
      : page.path === AUDIT_LANDING_PATH
        ? BUDGETS.auditLandingJs
        : BUDGETS.pageJs;
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

/** The URL a built HTML file answers: `contact/index.html` -> `/contact`, `404.html` as is. */
function pageOf(file: string): string {
  const path = `/${relative(clientDir, file).split(sep).join("/")}`;
  return path.replace(/\/index\.html$/, "") || "/";
}

for (const file of await listHtmlFiles(clientDir)) {
  if (hasModulePreload(readFileSync(file, "utf8"))) {
    failures.push(
      `${pageOf(file)}: still has <link rel="modulepreload"> (${relative(clientDir, file)}); ` +
        "React Router's markup may have changed: see scripts/post-build/strip-modulepreload.ts",
    );
  }
}

console.log("First-view size per page (gzip):");
console.table(rows);
console.log(
  `Budgets: JS ≤ ${format(BUDGETS.homeJs)} on /, ≤ ${format(BUDGETS.auditLandingJs)} on ${AUDIT_LANDING_PATH}, ≤ ${format(BUDGETS.pageJs)} elsewhere; CSS ≤ ${format(BUDGETS.css)}; HTML ≤ ${format(BUDGETS.html)}`,
);
if (failures.length > 0) {
  console.error(`Size budget failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`size budget: ${rows.length} pages within budget`);
