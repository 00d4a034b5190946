import type { Config } from "@react-router/dev/config";
import { copyFile } from "node:fs/promises";
import { join } from "node:path";

export default {
  // A static site: every page is rendered to HTML at build time, then hydrated.
  ssr: false,
  // Every route of the map (the catch-all has no static path), plus /404, which the catch-all
  // renders into the not-found document.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  async buildEnd({ reactRouterConfig }) {
    // Static hosts (Netlify, Cloudflare Pages, GitHub Pages...) answer unknown URLs with /404.html.
    const client = join(reactRouterConfig.buildDirectory, "client");
    await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
