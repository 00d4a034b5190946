/**
 * React Router starts every page's scripts from one inline module script whose static imports
 * (manifest, root, layout, route) the browser fetches the moment it parses them: usually after the
 * first paint, but on a page whose HTML takes a little longer to lay out (the audit landing page,
 * with its form) sometimes before it. Measured by `npm run bench`, the paint then waits behind the
 * framework chunk: LCP 1.2–1.4 s instead of 0.8 s, by the luck of the run. Here those static
 * imports become dynamic ones that start after the first frame is painted, so the first paint
 * never waits for a script (docs/decisions/0002). A tab opened in the background paints nothing
 * until it is shown, so there the scripts load at once.
 *
 * The markup is React Router's to change: a page whose module script is not in the expected shape
 * stops the build rather than being shipped unchanged.
 */

const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
/** `import "/assets/x.js";` or `import * as route0 from "/assets/y.js";`, alone on its line. */
const STATIC_IMPORT = /^[ \t]*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?"([^"]+)";?[ \t]*$/gm;
/** Any static import left after the known forms are taken out. */
const ANY_STATIC_IMPORT = /^\s*import\s*[\w${*"']/m;
const ROUTE_MODULES_GLOBAL = "window.__reactRouterRouteModules";

/**
 * Resolves once the browser reports the first paint (Paint Timing, reported after the frame is on
 * screen, which a requestAnimationFrame callback is not); where that API is missing, after the
 * first frame. A hidden tab paints nothing until shown, so there it resolves at once.
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.hidden) return painted();
  try {
    new PerformanceObserver((_, observer) => { observer.disconnect(); painted(); })
      .observe({ type: "paint", buffered: true });
  } catch { requestAnimationFrame(() => setTimeout(painted, 0)); }
});`;

/** React Router's module script with its static imports deferred until after the first paint. */
export function deferModuleScript(body: string): string {
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, binding, url]) => ({ binding, url }));
  const rest = body.replace(STATIC_IMPORT, "");
  if (
    imports.length === 0 ||
    ANY_STATIC_IMPORT.test(rest) ||
    !rest.includes(ROUTE_MODULES_GLOBAL)
  ) {
    throw new Error(
      "post-build: React Router's inline module script is not in the shape deferModuleScript " +
        `knows (static imports, then ${ROUTE_MODULES_GLOBAL}):\n${body}`,
    );
  }
  // Fetched in parallel, as the static imports were; the bindings are set before the rest runs.
  const bindings = imports.map(({ binding }) => binding ?? "").join(", ");
  const loads = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ");
  return `${AFTER_FIRST_PAINT}\nconst [${bindings}] = await Promise.all([${loads}]);\n${rest.trim()}`;
}

/** The page with React Router's module script deferred; every built page has exactly one. */
export function withDeferredModuleScript(html: string): string {
  let deferred = 0;
  const result = html.replace(MODULE_SCRIPT, (whole, open: string, body: string, close: string) => {
    if (!body.includes(ROUTE_MODULES_GLOBAL)) return whole;
    deferred += 1;
    return `${open}${deferModuleScript(body)}${close}`;
  });
  if (deferred !== 1) {
    throw new Error(`post-build: expected one React Router module script, found ${deferred}`);
  }
  return result;
}
