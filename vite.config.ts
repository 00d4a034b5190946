import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Everything every page needs, in two files instead of twenty small ones: on a phone each extra
 * request costs a round trip, which is what delays the first paint (npm run bench).
 * Lazily loaded pieces (desktop menu, drawer, popup, carousel) stay out of these groups.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//;
const SHELL = new RegExp(
  [
    String.raw`/app/root\.tsx`,
    String.raw`/app/routes/(site|landing)-layout\.tsx`,
    String.raw`/app/config/(site|env|lead-api)\.ts`,
    String.raw`/app/lib/(cn|meta|meta-urls|structured-data|social-image-path)\.ts`,
    String.raw`/app/site-map/(navigation|page-paths|route-meta|(service|agent)-catalogue)\.ts`,
    String.raw`/app/content/gas-audit-offer\.ts`,
    String.raw`/app/components/ui/(button|external-link|icon-tooltip)\.tsx`,
    String.raw`/app/components/layout/(?!desktop-nav-menu|mobile-drawer)`,
    String.raw`node_modules/(clsx|class-variance-authority)/`,
    String.raw`node_modules/lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|shared|context)`,
  ].join("|"),
);

/**
 * The browsers in .browserslistrc (Safari and iOS 15 on, the last two of the rest, Firefox ESR),
 * as the bundler names them: syntax newer than the oldest of them is lowered where it can be.
 * What cannot be lowered (a regex lookbehind) is caught by scripts/check-syntax-target.ts.
 */
const BROWSER_TARGET = browserslistToEsbuild();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: BROWSER_TARGET,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK },
            { name: "shell", test: SHELL },
          ],
        },
      },
    },
  },
});
