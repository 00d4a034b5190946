import type { Context } from "hono";
import { CAMPAIGN_PARAMETERS } from "../../lead-forms/attribution-keys";

/**
 * Where a form posted without scripts came from: the page's own address, as the browser names it
 * in `Referer` for a post to its own site (the pages send it under strict-origin-when-cross-origin).
 * Without scripts nothing was kept across pages, so this is what the page itself carries: its
 * path and its own campaign parameters, as the script sends without consent. The caller cleans
 * it like any attribution.
 */
export function attributionOfFormPage(
  c: Context,
  siteOrigin: string,
): Record<string, string> | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return undefined;
  }
  if (page.origin !== siteOrigin && page.host !== new URL(c.req.url).host) return undefined;
  const attribution: Record<string, string> = { page: page.pathname };
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = page.searchParams.get(key);
    if (value) attribution[key] = value;
  }
  return attribution;
}
