import type { CatalogueEntry } from "~/content/types";
import { withoutTrailingSlash } from "./page-paths";

/**
 * A finder for one family of data-driven pages (services, agents): joins a page's catalogue entry
 * to its copy by path. The copy is keyed by the catalogue's own slugs, so a page added to the
 * catalogue without copy fails to compile (page-lookup.test-d.ts). The route map registers
 * exactly the catalogue's paths, so a miss means the two have drifted apart, which is a bug to
 * surface rather than a 404 to render.
 */
export function pageLookup<
  Entry extends CatalogueEntry,
  CopyBySlug extends Record<Entry["slug"], object>,
>(catalogue: readonly Entry[], copy: CopyBySlug, pathOf: (slug: Entry["slug"]) => string) {
  return function pageForPath(
    pathname: string,
  ): Entry & CopyBySlug[Entry["slug"]] & { path: string } {
    const path = withoutTrailingSlash(pathname);
    const entry = catalogue.find((candidate) => pathOf(candidate.slug) === path);
    if (!entry) throw new Error(`No page in the catalogue has the path ${path}`);
    return { ...entry, ...copy[entry.slug as Entry["slug"]], path };
  };
}
