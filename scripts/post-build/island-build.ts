import browserslistToEsbuild from "browserslist-to-esbuild";
import { readdir, readFile, rm } from "node:fs/promises";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";
import { siteContentPlugin } from "../site-content/vite-plugin";
import { isIslandEntry, islandNameOf, sizeBudgetIn } from "../../app/islands/island-entries";
import { EAGER_COMPILE_HINT } from "../../shared/island-contract";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const APP = join(ROOT, "app");
/** Where Vite writes the islands' manifest, inside the client folder; read, then removed. */
const MANIFEST = ".vite/islands-manifest.json";

/**
 * Radix and lucide mark their modules "use client" for React Server Components, which this
 * site does not use; the bundler drops the directive and says so in a box per module (47 a build).
 * Only that notice is filtered, as Rolldown's onLog documents; every other warning is printed.
 */
const quietDroppedUseClient: NonNullable<Rolldown.InputOptions["onLog"]> = (
  level,
  log,
  defaultHandler,
) => {
  if (level === "warn" && log.code === "MODULE_LEVEL_DIRECTIVE" && /"use client"/.test(log.message))
    return;
  defaultHandler(level, log);
};

/** Each island's entry and everything it imports statically, as site paths ("/assets/…"). */
export interface IslandAsset {
  name: string;
  /** The module the loader imports: it exports `mount`. */
  entry: string;
  /**
   * What starting the island downloads: the entry, its static imports, and the modules whose
   * `import("./…")` is written in the entry file itself (a React island's component,
   * islands/hydrate.tsx), with theirs. Dynamic imports in other modules load later, on a trigger
   * of their own (the exit-intent popup when it fires), and are not counted.
   */
  files: string[];
  /** The budget for those files, gzip bytes, as the entry states it (sizeBudgetIn). */
  budget?: number;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

async function findIslandEntries(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  return files
    .filter((file) => file.isFile() && isIslandEntry(file.name))
    .map((file) => join(file.parentPath, file.name))
    .sort();
}

/**
 * Of a chunk's dynamic imports (manifest keys, "app/…/contact-form.tsx"), those written as
 * `import("./…")` in the entry file's own source. From the source, not the chunk: the bundler may
 * fold another module, with a dynamic import of its own, into the entry's chunk.
 */
export function dynamicImportsWrittenIn(
  source: string,
  entryKey: string,
  dynamicImports: string[],
): string[] {
  const written = [...source.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map(
    ([, specifier]) => posix.join(posix.dirname(entryKey), specifier ?? ""),
  );
  const withoutExtension = (key: string) => key.replace(/\.[^./]+$/, "");
  return dynamicImports.filter((key) =>
    written.some((path) => path === key || path === withoutExtension(key)),
  );
}

/** The entry's files as IslandAsset.files describes them, from its chunk and its `source`. */
function filesOf(manifest: Record<string, ManifestChunk>, entryKey: string, source: string) {
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || seen.has(`/${chunk.file}`)) return;
    seen.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  dynamicImportsWrittenIn(source, entryKey, manifest[entryKey]?.dynamicImports ?? []).forEach(
    visit,
  );
  return [...seen];
}

/**
 * Puts EAGER_COMPILE_HINT on the first line of every chunk: after minification, which would drop
 * it, and after Vite's own last touches (the preload list it writes at the top of an entry with
 * dynamic imports), so that no function in the file comes before it.
 */
const eagerCompileHint: Plugin = {
  name: "island-eager-compile-hint",
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
      }
    },
  },
};

/**
 * Builds every island entry (each `<name>-island.tsx` under app/) into the client folder's assets/ with
 * Vite, one chunk per entry and React shared between them, for the browsers in .browserslistrc.
 * The pages themselves come from React Router's prerender; its own client build is never loaded.
 */
export async function buildIslands(clientDir: string, mode: string): Promise<IslandAsset[]> {
  const entries = await findIslandEntries(APP);
  const names = entries.map((file) => islandNameOf(relative(APP, file).split(sep).join("/")));
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`post-build: two island entries are named ${duplicate}`);

  await build({
    configFile: false,
    root: ROOT,
    mode,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "~": APP } },
    oxc: { jsx: { runtime: "automatic" } },
    // The islands read the content the pages were built from, through the same door.
    plugins: [siteContentPlugin(), eagerCompileHint],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      manifest: MANIFEST,
      target: browserslistToEsbuild(),
      rolldownOptions: {
        input: Object.fromEntries(names.map((name, index) => [name, entries[index] ?? ""])),
        preserveEntrySignatures: "exports-only",
        onLog: quietDroppedUseClient,
        output: {
          entryFileNames: "assets/island-[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
          codeSplitting: {
            // React and ReactDOM once for every island, in a file the browser caches across pages.
            groups: [{ name: "react", test: /node_modules\/(react|react-dom|scheduler)\// }],
          },
        },
      },
    },
  });

  const manifestPath = join(clientDir, MANIFEST);
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<
    string,
    ManifestChunk
  >;
  await rm(manifestPath);
  return Promise.all(
    names.map(async (name, index) => {
      const key = relative(ROOT, entries[index] ?? "")
        .split(sep)
        .join("/");
      const chunk = manifest[key];
      if (!chunk?.isEntry)
        throw new Error(`post-build: no built chunk for island ${name} (${key})`);
      const source = await readFile(join(ROOT, key), "utf8");
      const files = filesOf(manifest, key, source);
      return { name, entry: `/${chunk.file}`, files, budget: sizeBudgetIn(source) };
    }),
  );
}
