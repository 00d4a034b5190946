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
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
