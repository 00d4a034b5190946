/**
 * Runs a function with app/ modules loaded as the build loads them: through Vite in a given mode,
 * so `~/` imports and `import.meta.env` resolve as they did for the pages. Node scripts and
 * tests that need the site's config or copy read it this way instead of retyping it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import { siteContentPlugin } from "./site-content/vite-plugin";

export async function withAppModules<Result>(
  { root, mode, envPrefix }: { root: string; mode: string; envPrefix?: string },
  use: (load: <Module>(path: string) => Promise<Module>) => Promise<Result>,
): Promise<Result> {
  const cacheDir = mkdtempSync(join(tmpdir(), "kestrel-app-modules-"));
  const vite = await createServer({
    configFile: false,
    root,
    mode,
    cacheDir,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { "~": join(root, "app") } },
    // The content as the build reads it (SITE_CONTENT_FILE or the defaults).
    plugins: [siteContentPlugin()],
    ...(envPrefix ? { envPrefix } : {}),
  });
  try {
    return await use(async <Module>(path: string) => (await vite.ssrLoadModule(path)) as Module);
  } finally {
    await vite.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}
