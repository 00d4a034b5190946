import browserslistToEsbuild from "browserslist-to-esbuild";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { IslandAsset } from "./island-build";
import { withoutModulePreloads } from "./strip-modulepreload";

const INLINE_ENTRY = fileURLToPath(new URL("./inline-loader-entry.ts", import.meta.url));

/**
 * The loader (app/islands/loader.ts) as one minified classic script, with each island's URL in
 * it: what starts every island of a page. Inline, so it costs no request; its hash goes into the
 * page's CSP with every other inline script (security-headers.ts).
 */
export async function islandLoaderScript(islands: IslandAsset[]): Promise<string> {
  const urls = Object.fromEntries(islands.map(({ name, entry }) => [name, entry]));
  const result = await build({
    entryPoints: [INLINE_ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    target: browserslistToEsbuild(),
    define: { __ISLAND_URLS__: JSON.stringify(urls) },
    legalComments: "none",
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error("post-build: the island loader built to nothing");
  if (code.includes("</script")) throw new Error("post-build: the island loader ends its tag");
  return code;
}

const BODY_END = "</body>";
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** What React Router's <Scripts /> writes: its context, and the module script that hydrates. */
const ROUTER_RUNTIME = /window\.__reactRouter(Context|RouteModules|Manifest)\b/;

/**
 * The page without React Router's client runtime (its context, its hydrating module script and
 * their modulepreloads), with the loader at the end of <body>, after every island's markup.
 * <Scripts /> stays in root.tsx for dev and because React Router's prerender insists on it.
 * A page with any other module script, or with runtime left over, stops the build.
 */
export function withIslandLoader(html: string, loader: string): string {
  const stripped = withoutModulePreloads(html).replace(
    INLINE_SCRIPT,
    (whole, attributes: string, body: string) =>
      ROUTER_RUNTIME.test(body) && !/type="application\/ld\+json"/.test(attributes) ? "" : whole,
  );
  if (/<script\b[^>]*type="module"/.test(stripped) || ROUTER_RUNTIME.test(stripped)) {
    throw new Error("post-build: a prerendered page still loads React Router's client runtime");
  }
  html = stripped;
  const at = html.lastIndexOf(BODY_END);
  if (at < 0) throw new Error("post-build: a prerendered page has no </body>");
  return `${html.slice(0, at)}<script>${loader}</script>${html.slice(at)}`;
}
