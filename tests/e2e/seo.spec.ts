import { DEFAULT_SITE_URL, site } from "../../app/config/site";
import { agentPaths, NOINDEX_PATHS, servicePaths } from "../../app/site-map/page-paths";
import { decodeEntities } from "../../scripts/post-build/built-pages";
import { jsonLdProblems } from "../support/json-ld-rules";
import { expect, test, type APIRequestContext } from "./fixtures";
import { siteRoutes } from "./site-routes";

/** The e2e build sets no VITE_SITE_URL, so its pages name the default origin. */
const ORIGIN = DEFAULT_SITE_URL;

function metaContent(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test("every page has a unique title, description and canonical in its HTML", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of siteRoutes) {
    const html = await rawHtml(request, path);
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    const description = decodeEntities(metaContent(html, "description") ?? "");
    expect(title.length, `${path} title "${title}"`).toBeLessThanOrEqual(60);
    expect(description.length, `${path} description`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
    titles.add(title);
    descriptions.add(description);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path === "/" ? "/" : path}"/>`);
    expect(html).toContain('<html lang="en-GB"');
    // Template content (the thank-you page's other variants) is inert: not part of the document.
    const documentHtml = html.replace(/<template\b[\s\S]*?<\/template>/g, "");
    expect(documentHtml.match(/<h1[\s>]/g)).toHaveLength(1);
    const robots = metaContent(html, "robots") ?? "";
    expect(robots.includes("noindex"), path).toBe(NOINDEX_PATHS.has(path));
  }
  expect(titles.size).toBe(siteRoutes.length);
  expect(descriptions.size).toBe(siteRoutes.length);
});

test("every page carries Open Graph tags and a 1200×630 social card", async ({ request }) => {
  for (const path of siteRoutes) {
    const html = await rawHtml(request, path);
    expect(metaContent(html, "og:title"), path).toBeTruthy();
    expect(metaContent(html, "og:description"), path).toBeTruthy();
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:site_name")).toBe(site.brand);
    expect(metaContent(html, "og:locale")).toBe("en_GB");
    expect(metaContent(html, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    const image = metaContent(html, "og:image") ?? "";
    expect(image.startsWith(`${ORIGIN}/social/`), image).toBe(true);
    const card = await request.get(new URL(image).pathname);
    expect(card.status(), image).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    const png = await card.body();
    // PNG header: width and height are big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("structured data parses on every page and describes the agency", async ({ request }) => {
  for (const path of siteRoutes) {
    const blocks = jsonLdBlocks(await rawHtml(request, path));
    const types = blocks.map((block) => block["@type"]);
    expect(types, path).toContain("ProfessionalService");
    expect(types, path).toContain("WebSite");
    expect(blocks.flatMap(jsonLdProblems), path).toEqual([]);
    if (servicePaths.includes(path) || agentPaths.includes(path)) {
      const serviceBlock = blocks.find((block) => block["@type"] === "Service");
      expect(serviceBlock, path).toMatchObject({
        areaServed: { name: "United Kingdom" },
        provider: { name: site.brand },
      });
      expect(serviceBlock?.serviceType, path).toBeTruthy();
      expect(types, path).toContain("BreadcrumbList");
    }
  }
});

test("the sitemap lists exactly the indexable pages and robots.txt points to it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );
  const expected = siteRoutes
    .filter((path) => !NOINDEX_PATHS.has(path))
    .map((path) => `${ORIGIN}${path}`);
  expect([...locations].sort()).toEqual([...expected].sort());

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toMatch(/User-agent: \*/);
});
