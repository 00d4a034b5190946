import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:built`: facts of the built site (its HTML, headers and files), checked once per
// page over what `npm run build:e2e` wrote, served by the server in-process. Kept out of
// vitest.config.ts, whose suites run before any build (and on the second Node, with none).
export default defineConfig({
  // The build's mode (.env.e2e), so the copy the tests import reads as the built pages do.
  mode: "e2e",
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: ["tests/built/**/*.test.ts"],
    // A file parses every page once; on a busy machine that takes more than the default 5 s.
    testTimeout: 60_000,
  },
});
