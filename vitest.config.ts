import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Files that render components or parse HTML with the DOM; every other file runs in plain Node. */
const DOM_FILES = ["app/**/*.test.{ts,tsx}", "tests/server-feedback/**/*.test.ts"];

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for component tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    restoreMocks: true,
    // Most files wait on a database, a child process or a socket rather than the CPU, so three
    // run side by side even on CI's two cores (10.5 → 7.5 min). The longer timeout is for the
    // CPU-bound files (password hashing, thousands of posts) that then share a core.
    maxWorkers: 3,
    testTimeout: 20_000,
    // Two projects so that only the files that need a DOM pay for jsdom's start in each worker
    // (about a tenth of the suite's time when every file had it); both inherit the options above.
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: DOM_FILES,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "lead-forms/**/*.test.ts",
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          // The migrated embedded store that the store tests copy (tests/support/embedded-template.ts).
          globalSetup: ["./vitest.global-setup.ts"],
        },
      },
    ],
  },
});
