import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "./fixtures";

/** The e2e server serves this folder (scripts/build-e2e.ts, playwright.config.ts). */
const CLIENT_DIR = join(process.env.BUILD_DIR ?? "build", "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

interface PageFacts {
  title: string;
  /** Paths of the site's own pages it links to, without query or fragment. */
  links: string[];
  headlessSections: number;
  untypedInputs: string[];
}

/** Reads a document with the browser's own parser (DOMParser runs no scripts). */
function factsOf(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    const sections = [...document.querySelectorAll("section")];
    return {
      title: document.title.trim(),
      links: [...document.querySelectorAll("a[href]")]
        .map((link) => link.getAttribute("href") ?? "")
        .filter((href) => href.startsWith("/") && !href.startsWith("//"))
        .map((href) => new URL(href, "https://site.invalid").pathname),
      // A section's own heading is one not inside a section nested in it.
      headlessSections: sections.filter(
        (section) =>
          ![...section.querySelectorAll("h1, h2, h3, h4, h5, h6")].some(
            (heading) => heading.parentElement?.closest("section") === section,
          ),
      ).length,
      untypedInputs: [...document.querySelectorAll("input:not([type])")].map(
        (input) => input.outerHTML,
      ),
    };
  }, html);
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

test("a crawl of links from / reaches every page in the sitemap @desktop", async ({
  page,
  request,
}) => {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await request.get(path);
    if (!response.ok() || !response.headers()["content-type"]?.includes("text/html")) continue;
    for (const link of (await factsOf(page, await response.text())).links) {
      const target = link.length > 1 ? link.replace(/\/$/, "") : link;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  const unreached = (await sitemapPaths(request)).filter((path) => !seen.has(path));
  expect(unreached).toEqual([]);
});

test("every HTML file the build writes has a title, headed sections and typed inputs @desktop", async ({
  page,
}) => {
  const files = await htmlFiles(CLIENT_DIR);
  expect(files.length).toBeGreaterThanOrEqual(22);
  for (const file of files) {
    const facts = await factsOf(page, await readFile(file, "utf8"));
    expect(facts.title, file).not.toBe("");
    expect(facts.headlessSections, `${file}: sections with no heading of their own`).toBe(0);
    expect(facts.untypedInputs, file).toEqual([]);
  }
});
