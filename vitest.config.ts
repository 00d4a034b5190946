import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for builds, not for component tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "lead-forms/**/*.test.ts",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/hydration/**/*.test.ts",
    ],
    globalSetup: ["./vitest.global-setup.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Most files wait on a database, a child process or a socket rather than the CPU, so three
    // run side by side even on CI's two cores (10.5 → 7.5 min). The longer timeout is for the
    // CPU-bound files (password hashing, thousands of posts) that then share a core.
    maxWorkers: 3,
    testTimeout: 20_000,
  },
});
