/**
 * What search engines and link previews read: Open Graph tags and social cards, structured data,
 * the sitemap and robots.txt, and links that reach every page.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, site } from "../../app/config/site";
import { agentPaths, NOINDEX_PATHS, servicePaths } from "../../app/site-map/page-paths";
import { jsonLdProblems } from "../../scripts/release/json-ld-rules";
import { siteRoutes } from "../e2e/site-routes";
import { get, jsonLdBlocks, metaContent, parseHtml, servedPage } from "./built-site";

const ORIGIN = DEFAULT_SITE_URL;

async function sitemapLocations(): Promise<string[]> {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  const xml = new DOMParser().parseFromString(await response.text(), "application/xml");
  return [...xml.getElementsByTagName("loc")].map((loc) => loc.textContent);
}

describe.each(siteRoutes)("%s", (path) => {
  it("carries Open Graph tags and a 1200×630 social card", async () => {
    const { document } = await servedPage(path);
    expect(metaContent(document, "og:title")).toBeTruthy();
    expect(metaContent(document, "og:description")).toBeTruthy();
    expect(metaContent(document, "og:type")).toBe("website");
    expect(metaContent(document, "og:site_name")).toBe(site.brand);
    expect(metaContent(document, "og:locale")).toBe("en_GB");
    expect(metaContent(document, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaContent(document, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(document, "og:image:width")).toBe("1200");
    expect(metaContent(document, "og:image:height")).toBe("630");
    const image = metaContent(document, "og:image") ?? "";
    expect(image.startsWith(`${ORIGIN}/social/`), image).toBe(true);
    const card = await get(new URL(image).pathname);
    expect(card.status, image).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await card.arrayBuffer());
    // PNG header: width and height are big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("has structured data that parses and describes the agency", async () => {
    const blocks = jsonLdBlocks((await servedPage(path)).document);
    const types = blocks.map((block) => block["@type"]);
    expect(types).toContain("ProfessionalService");
    expect(types).toContain("WebSite");
    expect(blocks.flatMap(jsonLdProblems)).toEqual([]);
    if (servicePaths.includes(path) || agentPaths.includes(path)) {
      const serviceBlock = blocks.find((block) => block["@type"] === "Service");
      expect(serviceBlock).toMatchObject({
        areaServed: { name: "United Kingdom" },
        provider: { name: site.brand },
      });
      expect(serviceBlock?.serviceType).toBeTruthy();
      expect(types).toContain("BreadcrumbList");
    }
  });
});

it("the sitemap lists exactly the indexable pages and robots.txt points to it", async () => {
  const expected = siteRoutes
    .filter((path) => !NOINDEX_PATHS.has(path))
    .map((path) => `${ORIGIN}${path}`);
  expect((await sitemapLocations()).sort()).toEqual([...expected].sort());

  const robots = await (await get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*/);
});

it("a crawl of links from / reaches every page in the sitemap", async () => {
  const seen = new Set<string>(["/"]);
  const queue = ["/"];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await get(path);
    if (!response.ok || !response.headers.get("content-type")?.includes("text/html")) continue;
    const links = [...parseHtml(await response.text()).querySelectorAll("a[href]")]
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .map((href) => new URL(href, ORIGIN).pathname.replace(/(.)\/$/, "$1"));
    for (const link of links) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  const unreached = (await sitemapLocations()).filter((url) => !seen.has(new URL(url).pathname));
  expect(unreached).toEqual([]);
});
