import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/site-content/vite-plugin.ts";

/**
 * The browsers in .browserslistrc (Safari and iOS 15 on, the last two of the rest, Firefox ESR),
 * as the bundler names them: syntax newer than the oldest of them is lowered where it can be.
 * What cannot be lowered (a regex lookbehind) is caught by scripts/check-syntax-target.ts.
 */
const BROWSER_TARGET = browserslistToEsbuild();

export default defineConfig({
  plugins: [siteContentPlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: BROWSER_TARGET,
  },
});
