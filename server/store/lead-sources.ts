/**
 * Where a lead came from, in the owner's words: read from its attribution in SQL, named here.
 * The summary of leads (lead-summary.ts) and of payments (payment-summary.ts) both group by it.
 */

/** The values of a lead's attribution that say where it came from. */
export interface SourceValues {
  campaign: string | null;
  source: string | null;
  referrer: string | null;
  clickId: "google" | "meta" | "microsoft" | null;
}

const CLICK_ID_SITES = { google: "Google Ads", meta: "Meta ads", microsoft: "Microsoft Ads" };

/**
 * Where a lead came from, in the owner's words: its campaign (with the campaign's source), else
 * the ad network its click id names (Google's auto-tagging sends a gclid and no campaign tags),
 * else the referring site, else "Direct" (typed in, a bookmark, or no consent and no referrer).
 */
export function sourceOf({ campaign, source, referrer, clickId }: SourceValues): string {
  if (campaign || source) {
    return `Campaign: ${campaign ?? "(no campaign name)"}${source ? ` (${source})` : ""}`;
  }
  if (clickId) return `${CLICK_ID_SITES[clickId]} (no campaign tags)`;
  if (referrer) return `Referring site: ${referrer}`;
  return "Direct";
}

/** A lead's SourceValues, read from its `attribution` column (grouped on as columns 2 to 5). */
export const SOURCE_COLUMNS = `attribution->>'utm_campaign' AS campaign,
                attribution->>'utm_source' AS source,
                attribution->>'referrer' AS referrer,
                CASE WHEN attribution ?| array['gclid', 'gbraid', 'wbraid'] THEN 'google'
                     WHEN attribution ? 'fbclid' THEN 'meta'
                     WHEN attribution ? 'msclkid' THEN 'microsoft' END AS "clickId"`;
