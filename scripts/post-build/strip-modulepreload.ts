/**
 * React Router's <Scripts> writes a <link rel="modulepreload"> for every chunk a page needs.
 * Every page is complete HTML, so the first paint should wait for nothing but the HTML and the
 * stylesheet; preloaded modules are ready so early that the browser runs them before painting,
 * and on a phone the page appears a second later (docs/decisions/0002). root.tsx renders no
 * <Scripts> in a prerendered page (only in dev and in the SPA fallback the build deletes), so a
 * built page should have none: stripping them here is a guard.
 *
 * The markup is React Router's to change, so the tags are found by their attributes (any order,
 * any quoting, self-closing or not), not by one exact spelling; `npm run size` fails if a page
 * still has one after the build.
 */

/** A whole <link ...> tag; quoted values may contain ">" without ending it. */
const LINK_TAG = /<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** One attribute inside a tag: name, then an optional double-, single- or unquoted value. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function relTokens(tag: string): string[] {
  const inside = tag.replace(/^<link\b/i, "").replace(/\/?>$/, "");
  for (const match of inside.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== "rel") continue;
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    return value.toLowerCase().split(/\s+/).filter(Boolean);
  }
  return [];
}

/** The page without its <link rel="modulepreload"> tags; every other tag stays as it was. */
export function withoutModulePreloads(html: string): string {
  return html.replace(LINK_TAG, (tag) => (relTokens(tag).includes("modulepreload") ? "" : tag));
}

/**
 * Whether a built page still mentions rel=modulepreload in any quoting. Deliberately looser than
 * the stripper above, so that markup it fails to recognise is caught rather than passed.
 */
export function hasModulePreload(html: string): boolean {
  return /(?<![\w-])rel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(html);
}
