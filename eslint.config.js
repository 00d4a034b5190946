import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import zones from DESIGN.md: sections never read content, features never import each other. */
const sectionRules = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: ["~/content/*", "!~/content/types"],
          message: "Sections get content from routes as props.",
        },
        {
          group: ["~/routes/*", "~/features/*"],
          message: "Sections sit below routes and features.",
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["app/components/sections/**", "app/components/ui/**"], rules: sectionRules },
  {
    files: ["app/features/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/features/*"], message: "Features never import each other." }] },
      ],
    },
  },
  { files: ["server/**", "scripts/**", "bench/**"], rules: { "no-console": "off" } },
);
