/**
 * First-view weight of every prerendered page, measured from the build output, gzip level 9 (as
 * the build's .gz files): the inline scripts (the island loader; not JSON-LD or other data) plus
 * every island a page may start with no interaction ("load", "idle", and "visible", which starts
 * untouched when it is near the first screen: size-budget/first-view.ts) with its static imports,
 * but a form page's lead form (any "-form" island the page starts untouched), listed apart as
 * "form JS" and held to its island's budget, read from the pages' `data-island` wrappers and
 * build/islands.json. Then each island's on-demand JavaScript (what starting it downloads),
 * against the budget its entry states (`// size budget: N KB`, app/islands/island-entries.ts): an
 * island with none fails. CSS and HTML keep their budgets, and a built page must have no
 * <link rel="modulepreload"> (scripts/post-build/strip-modulepreload.ts).
 *   npm run size   (after a build; part of `npm test`)
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { listHtmlFiles } from "./post-build/built-files";
import { readBuiltPages } from "./post-build/built-pages";
import { hasModulePreload } from "./post-build/strip-modulepreload";
import { firstViewOf, islandsOn, type IslandRecord } from "./size-budget/first-view";

const KB = 1024;
export const BUDGETS = {
  /** Issue 22: everything a page runs before it is touched, on every route. */
  firstViewJs: 10 * KB,
  css: 20 * KB,
  html: 40 * KB,
};

/** Written beside the client folder by scripts/post-build/index.ts (ISLANDS_FILE). */
const ISLANDS_FILE = "islands.json";

const clientDir =
  process.env.SIZE_DIR ?? fileURLToPath(new URL("../build/client", import.meta.url));
const gzipCache = new Map<string, number>();

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength;

function fileSize(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipped(readFileSync(join(clientDir, urlPath)));
    gzipCache.set(urlPath, size);
  }
  return size;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const format = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function readIslands(): IslandRecord[] {
  const file = join(dirname(clientDir), ISLANDS_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as IslandRecord[];
  } catch (error) {
    console.error(`size: cannot read ${file} (build first): ${String(error)}`);
    process.exit(1);
  }
}

const islands = readIslands();
const pages = await readBuiltPages(clientDir);
const failures: string[] = [];
/** Where each island appears, and with which strategies, for the islands' table. */
const seen = new Map<string, { pages: number; strategies: Set<string> }>();

const rows = pages
  .sort((a, b) => a.path.localeCompare(b.path))
  .map((page) => {
    const view = firstViewOf(page.html, islands);
    const inlineBytes = sum(view.inline.map(gzipped));
    const jsBytes = inlineBytes + sum(view.files.map(fileSize));
    const consentBytes = sum(view.consentFiles.map(fileSize));
    const formBytes = sum(view.formFiles.map(fileSize));
    const cssFiles = new Set(
      [...page.html.matchAll(/<link rel="stylesheet" href="([^"#]+\.css)#?"[^>]*>/g)].flatMap(
        ([, href]) => (href ? [href] : []),
      ),
    );
    const cssBytes = sum([...cssFiles].map(fileSize));
    const htmlBytes = gzipped(page.html);
    for (const { name, strategy } of islandsOn(page.html)) {
      const entry = seen.get(name) ?? { pages: 0, strategies: new Set<string>() };
      entry.pages += 1;
      entry.strategies.add(strategy);
      seen.set(name, entry);
    }
    if (jsBytes > BUDGETS.firstViewJs)
      failures.push(
        `${page.path}: first-view JS ${format(jsBytes)} > ${format(BUDGETS.firstViewJs)}`,
      );
    if (cssBytes > BUDGETS.css)
      failures.push(`${page.path}: CSS ${format(cssBytes)} > ${format(BUDGETS.css)}`);
    if (htmlBytes > BUDGETS.html)
      failures.push(`${page.path}: HTML ${format(htmlBytes)} > ${format(BUDGETS.html)}`);
    return {
      page: page.path,
      "first-view JS": format(jsBytes),
      inline: format(inlineBytes),
      "untouched islands": view.islands.join(" ") || "-",
      files: view.files.length,
      ...(consentBytes > 0 ? { "consent JS": format(consentBytes) } : {}),
      "form JS": formBytes > 0 ? format(formBytes) : "-",
      css: format(cssBytes),
      html: format(htmlBytes),
    };
  });

const islandRows = islands
  .slice()
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((island) => {
    const bytes = sum(island.files.map(fileSize));
    const budget = island.budget;
    if (budget === undefined)
      failures.push(
        `island ${island.name}: no budget (${format(bytes)} measured); add a line "// size budget: N KB" to its entry`,
      );
    else if (bytes > budget)
      failures.push(`island ${island.name}: on demand ${format(bytes)} > ${format(budget)}`);
    const use = seen.get(island.name);
    return {
      island: island.name,
      "on demand": format(bytes),
      budget: budget === undefined ? "none" : format(budget),
      files: island.files.length,
      pages: use?.pages ?? 0,
      strategy: use ? [...use.strategies].join(" ") : "-",
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

console.log(
  "First view per page (gzip): inline scripts + islands that may start untouched (load, idle, visible)",
);
console.table(rows);
console.log("Each island's on-demand JavaScript (gzip): what starting it downloads");
console.table(islandRows);
console.log(
  `Budgets: first-view JS ≤ ${format(BUDGETS.firstViewJs)} on every page (the consent banner and a form page's lead form apart); ` +
    `CSS ≤ ${format(BUDGETS.css)}; HTML ≤ ${format(BUDGETS.html)}; each island as listed`,
);
if (failures.length > 0) {
  console.error(`Size budget failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`size budget: ${rows.length} pages and ${islandRows.length} islands within budget`);
