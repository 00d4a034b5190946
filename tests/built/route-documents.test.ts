/**
 * Every route of the brief is a finished HTML document as the server answers it: status, type,
 * language, one h1, a title and description of their own, its canonical address and whether
 * search engines may index it. Unknown addresses get the not-found page with a real 404.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../../app/config/site";
import { notFoundPage } from "../../app/content/not-found";
import { FIRST_SCREEN_ID } from "../../app/lib/first-screen";
import { NOINDEX_PATHS } from "../../app/site-map/page-paths";
import { siteRoutes } from "../e2e/site-routes";
import { get, metaContent, servedPage } from "./built-site";

/** The e2e build sets no VITE_SITE_URL, so its pages name the default origin. */
const ORIGIN = DEFAULT_SITE_URL;

it("the route table has the brief's 21 pages and the privacy notice", () => {
  expect(siteRoutes).toHaveLength(22);
  expect(new Set(siteRoutes).size).toBe(22);
});

/**
 * The head holds the first paint until the end of the page's first-screen block is parsed: its
 * marker is there, once, in <main>, as the last child of the block with the page's one heading,
 * so the hero's words come with the header. (Without the marker the browser warns and paints at
 * the end of the document.)
 */
function expectFirstScreenBlock(document: Document) {
  const expected = document.head.querySelector('link[rel="expect"]');
  expect(expected?.getAttribute("blocking")).toBe("render");
  expect(expected?.getAttribute("href")).toBe(`#${FIRST_SCREEN_ID}`);
  const markers = document.querySelectorAll(`#${FIRST_SCREEN_ID}`);
  expect(markers).toHaveLength(1);
  const marker = markers[0];
  expect(marker?.closest("main")).not.toBeNull();
  expect(marker?.nextElementSibling).toBeNull();
  expect(marker?.parentElement?.querySelector("h1")).not.toBeNull();
}

/**
 * Nothing but the page and its stylesheet is fetched before the first paint: the icon is in the
 * page (a request for it started before the paint, and Lighthouse's simulated largest paint
 * waited a round trip for it).
 */
function expectIconInline(document: Document) {
  const icons = [...document.head.querySelectorAll('link[rel~="icon"]')];
  expect(icons).toHaveLength(1);
  expect(icons[0]?.getAttribute("href")).toMatch(/^data:image\/svg\+xml,%3Csvg/);
}

describe.each(siteRoutes)("%s", (path) => {
  it("answers 200 with HTML, with or without a trailing slash", async () => {
    for (const variant of path === "/" ? [path] : [path, `${path}/`]) {
      const response = await get(variant);
      expect(response.status, variant).toBe(200);
      expect(response.headers.get("content-type"), variant).toContain("text/html");
    }
  });

  it("is an en-GB document with one h1, its title, description and canonical address", async () => {
    const { document } = await servedPage(path);
    expect(document.documentElement.lang).toBe("en-GB");
    // Template content (the thank-you page's other variants) is inert: not in the document.
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    expect(document.title.length, document.title).toBeGreaterThanOrEqual(10);
    expect(document.title.length, document.title).toBeLessThanOrEqual(60);
    const description = metaContent(document, "description") ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(70);
    expect(description.length, description).toBeLessThanOrEqual(160);
    const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(canonical).toEqual([`${ORIGIN}${path}`]);
  });

  it("has one main landmark, with the site's header before it and footer after it", async () => {
    const { document } = await servedPage(path);
    const landmarks = [...document.querySelectorAll("header, main, footer")]
      .filter((element) => !element.parentElement?.closest("main, article, aside, nav, section"))
      .map((element) => element.localName);
    expect(landmarks).toEqual(["header", "main", "footer"]);
  });

  it("holds its first paint until the block with its h1 is parsed, and fetches no icon for it", async () => {
    const { document } = await servedPage(path);
    expectFirstScreenBlock(document);
    expectIconInline(document);
  });

  it(`is ${NOINDEX_PATHS.has(path) ? "kept out of" : "open to"} search engines`, async () => {
    const robots = metaContent((await servedPage(path)).document, "robots") ?? "";
    expect(robots.includes("noindex")).toBe(NOINDEX_PATHS.has(path));
  });
});

it("no two pages share a title or a description", async () => {
  const pages = await Promise.all(siteRoutes.map(servedPage));
  const titles = new Set(pages.map(({ document }) => document.title));
  const descriptions = new Set(pages.map(({ document }) => metaContent(document, "description")));
  expect(titles.size).toBe(siteRoutes.length);
  expect(descriptions.size).toBe(siteRoutes.length);
});

describe("unknown addresses", () => {
  it.each(["/no-such-page", "/ai-agents/anything-else", "/contact/extra", "/404"])(
    "%s is answered with 404 and the not-found page, kept out of search engines",
    async (path) => {
      const { status, document } = await servedPage(path);
      expect(status).toBe(404);
      expect(document.querySelector("h1")?.textContent).toBe(notFoundPage.title);
      expect(metaContent(document, "robots")).toContain("noindex");
      expectFirstScreenBlock(document);
      expectIconInline(document);
    },
  );

  it("cannot climb out of the site folder", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('"devDependencies"');
    }
  });
});
