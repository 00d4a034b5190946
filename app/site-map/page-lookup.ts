import type { CatalogueEntry } from "~/content/types";
import { withoutTrailingSlash } from "./page-paths";

/**
 * A finder for one family of data-driven pages (services, agents): joins a page's catalogue entry
 * to its copy by path. The route map registers exactly the catalogue's paths, so a miss means the
 * two have drifted apart, which is a bug to surface rather than a 404 to render.
 */
export function pageLookup<Slug extends string, Entry extends CatalogueEntry<Slug>, Copy>(
  catalogue: readonly Entry[],
  copy: Record<Slug, Copy>,
  pathOf: (slug: Slug) => string,
) {
  return function pageForPath(pathname: string): Entry & Copy & { path: string } {
    const path = withoutTrailingSlash(pathname);
    const entry = catalogue.find((candidate) => pathOf(candidate.slug) === path);
    if (!entry) throw new Error(`No page in the catalogue has the path ${path}`);
    return { ...entry, ...copy[entry.slug], path };
  };
}
