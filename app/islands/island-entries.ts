/**
 * Where each island's entry is found: any `<name>-island.ts(x)` under app/. The build makes one
 * chunk per entry (scripts/islands/build-islands.ts); in dev, Vite imports the file itself.
 */
export const ISLAND_ENTRY_SUFFIX = /-island\.tsx?$/;

/** The island's name from its entry's path: `features/contact-form/contact-form-island.tsx`. */
export function islandNameOf(path: string): string {
  return (path.split("/").pop() ?? path).replace(ISLAND_ENTRY_SUFFIX, "");
}
