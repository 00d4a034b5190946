/**
 * What a release must pass before a publish serves it (server/publish/): every route of the site
 * map has its page, `_headers` gives every page a CSP that allows each of its inline scripts, and
 * the search checks pass (title, description, canonical URL, noindex where the site map says,
 * structured data by Google's rules, a sitemap of exactly the indexable pages). Run as
 * `tsx scripts/release/check-release.ts <client folder>` it prints one problem a line and exits 1
 * when there are any.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NOINDEX_PATHS, NOT_FOUND_PATH } from "../../app/site-map/page-paths";
import { parseHeaderRules } from "../../server/header-rules";
import { siteRoutes } from "../../tests/e2e/site-routes";
import { readBuiltPages, type BuiltPage } from "../post-build/built-pages";
import { inlineScriptHashes } from "../post-build/security-headers";
import { jsonLdProblems } from "./json-ld-rules";

const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

function structuredDataProblems(page: BuiltPage): string[] {
  const blocks = [...page.html.matchAll(JSON_LD)];
  if (blocks.length === 0) return ["no structured data"];
  const problems: string[] = [];
  for (const [, text] of blocks) {
    try {
      const block = JSON.parse(text ?? "") as Record<string, unknown>;
      problems.push(...jsonLdProblems(block));
    } catch {
      problems.push("a structured-data block that is not JSON");
    }
  }
  return problems;
}

function searchProblems(page: BuiltPage, origin: string): string[] {
  const problems: string[] = [];
  if (!page.title) problems.push("no title");
  if (!page.description) problems.push("no description");
  if (page.path !== NOT_FOUND_PATH && page.canonical !== `${origin}${page.path}`) {
    problems.push(`canonical URL ${page.canonical || "missing"}`);
  }
  if (page.indexable === NOINDEX_PATHS.has(page.path)) {
    problems.push(page.indexable ? "indexable, but the site map says noindex" : "noindex");
  }
  return [...problems, ...structuredDataProblems(page)];
}

function headerProblems(page: BuiltPage, headers: string): string[] {
  const rules = parseHeaderRules(headers);
  const variants = page.path === "/" ? ["/"] : [page.path, `${page.path}/`];
  return variants.flatMap((path) => {
    const csp = rules.forPath(path)["Content-Security-Policy"];
    if (!csp) return [`_headers gives ${path} no Content-Security-Policy`];
    return inlineScriptHashes(page.html)
      .filter((hash) => !csp.includes(hash))
      .map((hash) => `_headers does not allow the inline script ${hash} on ${path}`);
  });
}

/** Every problem of the release in `clientDir`, each starting with its page; none when fine. */
export async function releaseProblems(clientDir: string): Promise<string[]> {
  const missing = [...siteRoutes, NOT_FOUND_PATH]
    .filter((path) => !existsSync(join(clientDir, path, "index.html")))
    .map((path) => `${path}: no page`);
  if (!existsSync(join(clientDir, "404.html"))) missing.push("/404.html: no not-found document");
  const headers = await readFile(join(clientDir, "_headers"), "utf8").catch(() => null);
  if (headers === null) return [...missing, "_headers: missing"];
  const pages = await readBuiltPages(clientDir);
  const origin = URL.parse(pages.find((page) => page.path === "/")?.canonical ?? "")?.origin;
  if (!origin) return [...missing, "/: no canonical URL"];
  const problems = pages.flatMap((page) =>
    [...searchProblems(page, origin), ...headerProblems(page, headers)].map(
      (problem) => `${page.path}: ${problem}`,
    ),
  );
  const sitemap = await readFile(join(clientDir, "sitemap.xml"), "utf8").catch(() => "");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url).sort();
  const indexable = pages.filter((page) => page.indexable).map((page) => origin + page.path);
  if (JSON.stringify(listed) !== JSON.stringify(indexable.sort())) {
    problems.push("sitemap.xml: does not list exactly the indexable pages");
  }
  return [...missing, ...problems];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await releaseProblems(process.argv[2] ?? "build/client");
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
