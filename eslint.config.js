import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { kebabCaseFileNames, oneFilePerName } from "./scripts/lint/file-name-rules.js";
import { serverZones, upwardZones } from "./scripts/lint/layer-zones.js";

/** Import zones (docs/architecture.md): sections never read content, features never import each other. */
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

/** Sections hold no copy: every word a visitor reads or hears comes in as a prop, from content/. */
const sectionCopyRules = {
  "no-restricted-syntax": [
    "error",
    {
      selector: "JSXText[value=/[A-Za-z]/]",
      message: "Sections take their words as props (the copy lives in app/content/).",
    },
    {
      selector: "JSXAttribute[name.name=/^(aria-label|title|alt|placeholder)$/] > Literal",
      message: "Sections take their words as props (the copy lives in app/content/).",
    },
  ],
};

/**
 * The layers of app/, lowest first (docs/architecture.md): each may import the ones before it, never the ones
 * after. Every folder of app/ is in exactly one layer.
 */
const LAYERS = [
  ["content model", ["./app/content-model"]],
  ["config", ["./app/config"]],
  ["lib", ["./app/lib"]],
  ["islands", ["./app/islands"]],
  ["content", ["./app/content"]],
  ["site map", ["./app/site-map"]],
  ["components", ["./app/components"]],
  ["features", ["./app/features"]],
  ["routes", ["./app/routes", "./app/routes.ts"]],
  ["the document shell", ["./app/root.tsx", "./app/entry.client.tsx"]],
];

const layerZones = upwardZones(LAYERS, "imports flow upwards only");

/**
 * What the browser and the server share sits outside both (docs/architecture.md, "The lead path"):
 * lead-forms/ (what a lead form is) and shared/ (the other contracts between the pages and the
 * server). Neither imports app/ or server/, the server reads nothing from app/ but the business
 * facts and the content model, and the pages nothing from the server.
 */
const sharedCodeZones = [
  {
    target: "./lead-forms",
    from: ["./app", "./server"],
    message:
      "lead-forms/ runs in the browser and on the server: it imports neither app/ nor server/.",
  },
  {
    target: "./shared",
    from: ["./app", "./server", "./lead-forms"],
    message:
      "shared/ runs in the browser and on the server: it imports neither app/ nor server/ (nor lead-forms/, which sits above it).",
  },
  {
    target: "./server",
    from: "./app",
    except: ["./config/site.ts", "./content-model"],
    message:
      "The server reads from app/ only the business facts (app/config/site.ts) and the content model (app/content-model/): what a lead form is comes from lead-forms/, other contracts with the pages from shared/.",
  },
  {
    target: "./app",
    from: "./server",
    message:
      "The pages never import the server: what both need lives in lead-forms/ or shared/. A test of both sides together goes in tests/.",
  },
];

/** Code the browser and the server both run takes nothing from React or Node. */
const sharedCodeRules = {
  "import-x/no-nodejs-modules": "error",
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: ["react", "react/*", "react-dom", "react-dom/*"],
          message: "lead-forms/ and shared/ run on the server too: no React here.",
        },
      ],
    },
  ],
};

/**
 * Browser APIs newer than Safari 15.0, the oldest browser in .browserslistrc: the code browsers run
 * reaches them only through a fallback, as app/lib/timeout-signal.ts does for AbortSignal.timeout.
 * Each is listed with the Safari release that brought it.
 */
const NEWER_THAN_TARGET = [
  ["AbortSignal", "timeout", "16"],
  ["AbortSignal", "any", "17.4"],
  ["Object", "hasOwn", "15.4"],
  ["Object", "groupBy", "17.4"],
  ["Map", "groupBy", "17.4"],
  ["Promise", "withResolvers", "17.4"],
  ["Array", "fromAsync", "16.4"],
  ["URL", "canParse", "17"],
  ["crypto", "randomUUID", "15.4"],
  [undefined, "at", "15.4"],
  [undefined, "findLast", "15.4"],
  [undefined, "findLastIndex", "15.4"],
  [undefined, "toSorted", "16"],
  [undefined, "toReversed", "16"],
  [undefined, "toSpliced", "16"],
].map(([object, property, safari]) => ({
  ...(object ? { object } : {}),
  property,
  message: `Safari ${safari} and later only; the target (.browserslistrc) starts at Safari 15: use a fallback.`,
}));

const browserTargetRules = {
  "no-restricted-properties": ["error", ...NEWER_THAN_TARGET],
  "no-restricted-globals": [
    "error",
    {
      name: "structuredClone",
      message: "Safari 15.4 and later only; the target (.browserslistrc) starts at Safari 15.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "releases/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      local: {
        rules: { "kebab-case-file-names": kebabCaseFileNames, "one-file-per-name": oneFilePerName },
      },
    },
    rules: {
      "local/kebab-case-file-names": "error",
      "local/one-file-per-name": "error",
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
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...sharedCodeZones] }],
      // A package never imports this project's files, so no cycle runs through node_modules, and
      // following imports into it was the slowest part of the whole lint.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A test may put layers together (a store test running the retention job); the code may not.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...sharedCodeZones, ...serverZones] }],
    },
  },
  { files: ["app/components/sections/**", "app/components/ui/**"], rules: sectionRules },
  { files: ["app/components/sections/**"], rules: sectionCopyRules },
  {
    files: ["app/features/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/features/*"], message: "Features never import each other." }] },
      ],
    },
  },
  { files: ["lead-forms/**/*.ts", "shared/**/*.ts"], rules: sharedCodeRules },
  { files: ["server/**", "scripts/**", "bench/**"], rules: { "no-console": "off" } },
  {
    files: ["app/**/*.{ts,tsx}", "lead-forms/**/*.ts", "shared/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/lib/timeout-signal.ts"],
    rules: browserTargetRules,
  },
);
