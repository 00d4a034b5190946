/**
 * ESLint's rules on file names (eslint.config.js): kebab-case, and one file per name in a tree, so
 * a name says which file it is without its folder, in an import, a stack trace or a search.
 */
import { readdirSync } from "node:fs";
import { basename, join, relative, sep } from "node:path";

/** File names in kebab-case (dots between parts, as in `contact.test.ts`), as the rest of the repo. */
const KEBAB_CASE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const kebabCaseFileNames = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: { kebab: "File names are kebab-case: {{name}} (e.g. contact-form.tsx)." },
  },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        if (!KEBAB_CASE_FILE.test(name))
          context.report({ node, messageId: "kebab", data: { name } });
      },
    };
  },
};

/** The trees within which no two source files share a name. */
const TREES = new Set(["app", "server", "lead-forms", "shared", "scripts", "tests"]);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs)$/;
/** Tests are named after the file they test, so two tests may share a name as their files may not. */
const TEST = /\.(?:test|spec)\.[a-z]+$/;
const NOT_SOURCE_FOLDERS = new Set(["node_modules", "build", "test-results", "playwright-report"]);

/** The tree's source files (relative to `root`) by file name, read once per lint run. */
const filesByTree = new Map();
function sourceFilesOf(root, tree) {
  const key = join(root, tree);
  let byName = filesByTree.get(key);
  if (byName) return byName;
  byName = new Map();
  const entries = readdirSync(key, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const folder = relative(root, entry.parentPath);
    const skipped = folder
      .split(sep)
      .some((part) => part.startsWith(".") || NOT_SOURCE_FOLDERS.has(part));
    if (!entry.isFile() || skipped || !SOURCE.test(entry.name) || TEST.test(entry.name)) continue;
    byName.set(entry.name, [...(byName.get(entry.name) ?? []), join(folder, entry.name)]);
  }
  filesByTree.set(key, byName);
  return byName;
}

export const oneFilePerName = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: {
      twice:
        "{{path}} has the name of {{other}}: within {{tree}}/ a file's name says what it holds, once.",
    },
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(context.cwd, context.filename);
        const [tree] = path.split(sep);
        const name = basename(path);
        if (!tree || !TREES.has(tree) || !SOURCE.test(name) || TEST.test(name)) return;
        const others = (sourceFilesOf(context.cwd, tree).get(name) ?? []).filter((p) => p !== path);
        if (others.length > 0)
          context.report({
            node,
            messageId: "twice",
            data: { path, other: others.join(", "), tree },
          });
      },
    };
  },
};
