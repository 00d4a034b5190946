import type { Location } from "react-router";
import type { PageMetaCopy } from "~/content/types";
import { pageMeta, type PageMetaInput } from "~/lib/meta";
import { NOINDEX_PATHS, withoutTrailingSlash } from "./page-paths";

/**
 * A route's meta tags from its copy and the path it was reached at, so no route retypes its own
 * path: the canonical URL and social card follow the route map, and whether the page is kept out
 * of search follows NOINDEX_PATHS.
 */
export function routeMeta(
  location: Pick<Location, "pathname">,
  copy: PageMetaCopy,
  { structuredData }: Pick<PageMetaInput, "structuredData"> = {},
) {
  const path = withoutTrailingSlash(location.pathname);
  return pageMeta({
    title: copy.title,
    description: copy.description,
    path,
    noindex: NOINDEX_PATHS.has(path),
    structuredData,
  });
}
