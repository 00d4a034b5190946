import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { parseEnv } from "./app/config/env";
import { site } from "./app/config/site";
import { postBuild } from "./scripts/post-build";

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
    await postBuild(join(reactRouterConfig.buildDirectory, "client"), {
      brand: site.brand,
      env: parseEnv(viteConfig.env),
      mode: viteConfig.mode,
    });
  },
} satisfies Config;
