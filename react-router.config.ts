import type { Config } from "@react-router/dev/config";
import { join } from "node:path";

export default {
  // BUILD_DIR: see server/start.ts.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A static site: every page is rendered to HTML at build time; only its islands hydrate.
  ssr: false,
  // Every route of the map (the catch-all has no static path), plus /404, which the catch-all
  // renders into the not-found document.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // Imported here, not at the top: React Router 8's prerender starts a Vite preview server
    // that loads this file again in the default mode ("production"), and app/config/env.ts
    // rightly refuses the e2e build's variables outside `--mode e2e`.
    const [{ parseEnv }, { readBuildContent }, { writeReleaseContent }, { postBuild }] =
      await Promise.all([
        import("./app/config/env"),
        import("./scripts/site-content/read-content-file"),
        import("./server/release-content"),
        import("./scripts/post-build"),
      ]);
    // The content the pages were made from, beside them in the release, for the server to read.
    const content = readBuildContent();
    await writeReleaseContent(reactRouterConfig.buildDirectory, content);
    await postBuild(join(reactRouterConfig.buildDirectory, "client"), {
      brand: content.business.brand,
      env: parseEnv(viteConfig.env),
      mode: viteConfig.mode,
    });
  },
} satisfies Config;
