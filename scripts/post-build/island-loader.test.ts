import { describe, expect, it } from "vitest";
import { islandLoaderScript, withIslandLoader } from "./island-loader";

/** The shape React Router's <Scripts /> gives a prerendered page, around the page's own tags. */
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<script type="speculationrules">{"prefetch":[]}</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><div data-island="contact-form" data-island-load="interaction">form</div></main>',
  '<script>window.__reactRouterContext = {"isSpaMode":true};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");</script>',
  "</body></html>",
].join("");

describe("withIslandLoader", () => {
  const built = withIslandLoader(PAGE, "LOADER()");

  it("takes out React Router's context, its module script and their preloads", () => {
    expect(built).not.toMatch(/__reactRouter|type="module"|modulepreload/);
  });

  it("keeps the page's data blocks and markup, and ends <body> with the loader", () => {
    expect(built).toContain('<script type="speculationrules">{"prefetch":[]}</script>');
    expect(built).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(built).toContain('data-island="contact-form"');
    expect(built).toMatch(/<script>LOADER\(\)<\/script><\/body><\/html>$/);
  });

  it("stops the build on a page with another module script or no </body>", () => {
    expect(() =>
      withIslandLoader('<body><script type="module">import "/x.js";</script></body>', "L"),
    ).toThrow(/client runtime/);
    expect(() => withIslandLoader("<main></main>", "L")).toThrow(/no <\/body>/);
  });
});

describe("islandLoaderScript", () => {
  it("is one small classic script that knows each island's URL", async () => {
    const script = await islandLoaderScript([
      { name: "contact-form", entry: "/assets/island-contact-form-abc.js", files: [] },
    ]);
    expect(script).toContain('"/assets/island-contact-form-abc.js"');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script.length).toBeLessThan(4_000);
  });
});
