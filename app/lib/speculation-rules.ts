/**
 * Speculation Rules for the page's own links: a link the visitor hovers (or presses) for a
 * moment is prefetched, so the document navigation that follows feels instant. Browsers that do
 * not know the rules ignore them. The lead API and the owner's pages are never fetched ahead.
 * Inline in <head>; its hash is in the page's CSP like every inline script's.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/admin/*" } },
          { not: { selector_matches: "[rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
