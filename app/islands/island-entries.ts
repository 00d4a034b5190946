/**
 * Where each island's entry is found: any `<name>-island.ts(x)` under app/, with nothing to
 * register. The build makes one chunk per entry (scripts/post-build/island-build.ts); in dev,
 * Vite imports the file itself (entry.client.tsx).
 */
const ISLAND_ENTRY_SUFFIX = /-island\.tsx?$/;

/** Whether a file (by its name or path) is an island's entry. */
export function isIslandEntry(path: string): boolean {
  return ISLAND_ENTRY_SUFFIX.test(path);
}

/** The island's name from its entry's path: `features/contact-form/contact-form-island.tsx`. */
export function islandNameOf(path: string): string {
  return (path.split("/").pop() ?? path).replace(ISLAND_ENTRY_SUFFIX, "");
}

/**
 * What starting the island may download, gzip, written in its entry as a line of its own,
 * `// size budget: 2.5 KB (2.0 KB measured: …)`, and held by `npm run size`.
 */
const SIZE_BUDGET_LINE = /^\/\/ size budget: (\d+(?:\.\d+)?) KB\b/m;

/** The entry's size budget in bytes, from its source; undefined if it states none. */
export function sizeBudgetIn(source: string): number | undefined {
  const kilobytes = SIZE_BUDGET_LINE.exec(source)?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
}
