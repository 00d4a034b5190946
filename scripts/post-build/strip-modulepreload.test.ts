import { describe, expect, it } from "vitest";
import { hasModulePreload, withoutModulePreloads } from "./strip-modulepreload";

const STYLESHEET = '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>';
const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
const CANONICAL = "<link rel='canonical' href='https://www.example.co.uk/contact'>";

const page = (...links: string[]) =>
  `<html><head>${STYLESHEET}${links.join("")}${ICON}</head><body>${CANONICAL}</body></html>`;
const KEPT = page();

describe("withoutModulePreloads", () => {
  it.each([
    ["React Router's own markup", '<link rel="modulepreload" href="/assets/root-a1.js"/>'],
    ["not self-closing", '<link rel="modulepreload" href="/assets/root-a1.js">'],
    ["self-closing with a space", '<link rel="modulepreload" href="/assets/root-a1.js" />'],
    ["href first", '<link href="/assets/root-a1.js" rel="modulepreload"/>'],
    [
      "more attributes around",
      '<link crossorigin="" href="/assets/a.js" rel="modulepreload" as="script" nonce="x"/>',
    ],
    ["single quotes", "<link rel='modulepreload' href='/assets/root-a1.js'/>"],
    ["no quotes", "<link rel=modulepreload href=/assets/root-a1.js>"],
    ["capitals and spaces", '<LINK REL = "ModulePreload"\n  HREF="/assets/root-a1.js" >'],
    ["one of several rel tokens", '<link rel="preload modulepreload" href="/assets/a.js">'],
    ["a quoted > in another attribute", '<link title="a > b" rel="modulepreload" href="/a.js">'],
  ])("removes the tag: %s", (_name, tag) => {
    expect(withoutModulePreloads(page(tag, tag))).toBe(KEPT);
  });

  it("keeps every other <link>, and text that merely mentions modulepreload", () => {
    const others = [
      '<link rel="preload" href="/assets/font.woff2" as="font" crossorigin="">',
      '<link rel="stylesheet" href="/assets/modulepreload.css"/>',
      '<link data-rel="modulepreload" rel="prefetch" href="/assets/x.js">',
      '<link rel="modulepreloader" href="/assets/y.js">',
    ];
    const html = `${page(...others)}<p>We drop rel="modulepreload" links.</p>`;
    expect(withoutModulePreloads(html)).toBe(html);
  });

  it("removes only the preloads from a real head", () => {
    const head = [
      '<meta charSet="utf-8"/>',
      '<link rel="modulepreload" href="/assets/manifest-afcb6745.js"/>',
      STYLESHEET,
      '<link rel="modulepreload" href="/assets/entry.client-Czb08dQW.js"/>',
      ICON,
    ].join("");
    expect(withoutModulePreloads(head)).toBe(`<meta charSet="utf-8"/>${STYLESHEET}${ICON}`);
  });
});

describe("hasModulePreload", () => {
  it.each([
    '<link rel="modulepreload" href="/a.js"/>',
    "<link href='/a.js' rel='modulepreload'>",
    "<link rel=modulepreload href=/a.js>",
    '<link rel = "preload modulepreload" href="/a.js">',
    '<LINK REL="ModulePreload" HREF="/a.js">',
  ])("finds %s", (tag) => {
    expect(hasModulePreload(page(tag))).toBe(true);
    expect(hasModulePreload(withoutModulePreloads(page(tag)))).toBe(false);
  });

  it("passes a page without one", () => {
    expect(hasModulePreload(KEPT)).toBe(false);
    expect(hasModulePreload('<link data-rel="modulepreload" rel="prefetch" href="/x.js">')).toBe(
      false,
    );
  });
});
