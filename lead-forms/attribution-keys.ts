/**
 * The names and limits of a lead's attribution, without its schema: the browser's capture code
 * (app/lib/attribution.ts) runs on every page and must not bring zod with it.
 */

/** The query parameters kept from a landing page, in the order the owner reads them. */
export const CAMPAIGN_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];

/** Long enough for any real campaign name or click id; anything longer is not one. */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 200;
