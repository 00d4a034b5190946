// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deferModuleScript, withDeferredModuleScript } from "./defer-module-script";

// React Router 7's inline module script, as it writes it into every prerendered page.
const REACT_ROUTER_SCRIPT = `import "/assets/manifest-28c30a75.js";
import * as route0 from "/assets/root-CqOAi9Wi.js";
import * as route1 from "/assets/landing-layout-sxlKxgY6.js";
import * as route2 from "/assets/gas-audit-rfPGvPJX.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/landing-layout":route1,"routes/gas-audit":route2};

import("/assets/entry.client-COLHfi68.js");`;

const page = (script: string) =>
  `<html><head><script>window.__reactRouterContext = {};</script></head><body><h1>Hi</h1>` +
  `<script type="module" async="">${script}</script></body></html>`;

type Browser = "paint timing" | "no paint timing";

/**
 * Runs a deferred script body the way a browser would, with the page's globals and the dynamic
 * imports stubbed; `paint()` is the browser putting the first frame on screen.
 */
async function run(body: string, { hidden = false, browser = "paint timing" as Browser } = {}) {
  const imported: string[] = [];
  const onPaint: (() => void)[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  class PerformanceObserver {
    constructor(private readonly report: (list: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      if (browser === "no paint timing" || type !== "paint") throw new TypeError("unsupported");
      onPaint.push(() => this.report([], this));
    }
    disconnect() {}
  }
  const requestAnimationFrame = (frame: () => void) => onPaint.push(frame);
  const setTimeout = (callback: () => void) => callback();
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const script = new AsyncFunction(
    "window",
    "document",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    body.replaceAll("import(", "load("),
  );
  const done = script(
    window,
    { hidden },
    PerformanceObserver,
    requestAnimationFrame,
    setTimeout,
    load,
  );
  // Everything the script can do before the first paint happens before this macrotask ends.
  await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  const importedBeforePaint = imported.length;
  for (const paint of onPaint.splice(0)) paint();
  await done;
  return { imported, importedBeforePaint, modules: window.__reactRouterRouteModules };
}

describe("deferModuleScript", () => {
  it.each<Browser>(["paint timing", "no paint timing"])(
    "starts no script before the first paint, then loads them all (%s)",
    async (browser) => {
      const { imported, importedBeforePaint } = await run(deferModuleScript(REACT_ROUTER_SCRIPT), {
        browser,
      });
      expect(importedBeforePaint).toBe(0);
      expect(imported).toEqual([
        "/assets/manifest-28c30a75.js",
        "/assets/root-CqOAi9Wi.js",
        "/assets/landing-layout-sxlKxgY6.js",
        "/assets/gas-audit-rfPGvPJX.js",
        "/assets/entry.client-COLHfi68.js",
      ]);
    },
  );

  it("hands React Router the route modules the static imports named", async () => {
    const { modules } = await run(deferModuleScript(REACT_ROUTER_SCRIPT));
    expect(modules).toEqual({
      root: { url: "/assets/root-CqOAi9Wi.js" },
      "routes/landing-layout": { url: "/assets/landing-layout-sxlKxgY6.js" },
      "routes/gas-audit": { url: "/assets/gas-audit-rfPGvPJX.js" },
    });
  });

  it("loads at once in a tab opened in the background, which paints no frame until shown", async () => {
    const { importedBeforePaint } = await run(deferModuleScript(REACT_ROUTER_SCRIPT), {
      hidden: true,
    });
    expect(importedBeforePaint).toBe(5);
  });

  it("stops the build when React Router's script has changed shape", () => {
    expect(() => deferModuleScript('import { a } from "/assets/a.js";\nwindow.x = a;')).toThrow(
      /not in the shape/,
    );
    expect(() => deferModuleScript('import "/assets/manifest.js";\nwindow.other = 1;')).toThrow(
      /not in the shape/,
    );
  });
});

describe("withDeferredModuleScript", () => {
  it("rewrites only React Router's module script and keeps the rest of the page", () => {
    const html = page(REACT_ROUTER_SCRIPT);
    const result = withDeferredModuleScript(html);
    expect(result).toBe(html.replace(REACT_ROUTER_SCRIPT, deferModuleScript(REACT_ROUTER_SCRIPT)));
    expect(result).not.toMatch(/^import\s+["*]/m);
  });

  it("fails on a page without React Router's module script", () => {
    expect(() => withDeferredModuleScript(page('import "/assets/other.js";'))).toThrow(/found 0/);
  });
});
