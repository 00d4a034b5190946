/**
 * Where each island's entry is found: any `<name>-island.ts(x)` under app/. The build makes one
 * chunk per entry (scripts/islands/island-build.ts); in dev, Vite imports the file itself.
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
