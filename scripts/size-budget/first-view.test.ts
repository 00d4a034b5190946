import { describe, expect, it } from "vitest";
import { firstViewOf, inlineScripts, islandsOn, type IslandRecord } from "./first-view";

const islands: IslandRecord[] = [
  {
    name: "menu",
    entry: "/assets/island-menu.js",
    files: ["/assets/island-menu.js", "/assets/react.js"],
  },
  {
    name: "form",
    entry: "/assets/island-form.js",
    files: ["/assets/island-form.js", "/assets/react.js"],
  },
  {
    name: "contact-form",
    entry: "/assets/island-contact-form.js",
    files: ["/assets/island-contact-form.js", "/assets/react.js", "/assets/zod.js"],
  },
  { name: "log", entry: "/assets/island-log.js", files: ["/assets/island-log.js"] },
  {
    name: "cookie-banner",
    entry: "/assets/island-cookie.js",
    files: ["/assets/island-cookie.js", "/assets/react.js", "/assets/gtm.js"],
  },
];

const page = (body: string) =>
  `<html><head><script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script type="speculationrules">{"prefetch":[]}</script></head><body>${body}` +
  `<script>startIslands()</script></body></html>`;

describe("the first view of a built page", () => {
  it("counts inline code, not JSON-LD or speculation rules", () => {
    expect(inlineScripts(page(""))).toEqual(["startIslands()"]);
  });

  it("reads every island wrapper with its strategy", () => {
    const html = page(
      '<div data-island="menu" data-island-load="idle" class="contents"></div>' +
        '<span class="contents" data-island="form" data-island-load="interaction"></span>',
    );
    expect(islandsOn(html)).toEqual([
      { name: "menu", strategy: "idle" },
      { name: "form", strategy: "interaction" },
    ]);
  });

  it("includes the closure of load and idle islands only, shared chunks once", () => {
    const html = page(
      '<div data-island="menu" data-island-load="idle"></div>' +
        '<div data-island="log" data-island-load="load"></div>' +
        '<div data-island="form" data-island-load="interaction"></div>',
    );
    const view = firstViewOf(html, islands);
    expect(view.islands).toEqual(["menu", "log"]);
    expect(view.files.sort()).toEqual([
      "/assets/island-log.js",
      "/assets/island-menu.js",
      "/assets/react.js",
    ]);
  });

  it("lists the consent banner apart, without the chunks the page already counts", () => {
    const html = page(
      '<div data-island="menu" data-island-load="load"></div>' +
        '<div data-island="cookie-banner" data-island-load="idle"></div>',
    );
    const view = firstViewOf(html, islands);
    expect(view.islands).toEqual(["menu"]);
    expect(view.consentFiles.sort()).toEqual(["/assets/gtm.js", "/assets/island-cookie.js"]);
  });

  it("lists a form page's lead form started when idle apart from the rest of its first view", () => {
    const html = page(
      '<div data-island="log" data-island-load="load"></div>' +
        '<div data-island="contact-form" data-island-load="idle"></div>',
    );
    const view = firstViewOf(html, islands);
    expect(view.islands).toEqual(["log"]);
    expect(view.files).toEqual(["/assets/island-log.js"]);
    expect(view.formFiles.sort()).toEqual([
      "/assets/island-contact-form.js",
      "/assets/react.js",
      "/assets/zod.js",
    ]);
  });

  it("counts a script the HTML loads itself", () => {
    const view = firstViewOf(page('<script src="/assets/extra.js"></script>'), islands);
    expect(view.files).toEqual(["/assets/extra.js"]);
  });

  it("refuses an island the build did not record", () => {
    expect(() =>
      firstViewOf(page('<div data-island="ghost" data-island-load="load"></div>'), islands),
    ).toThrow(/ghost/);
  });
});
