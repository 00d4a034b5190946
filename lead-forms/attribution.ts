/**
 * Where a lead came from: the page it was sent from, the campaign parameters and ad click ids of
 * the visit's landing page, and the referring site's host. Sent by the browser next to a form's
 * fields as `attribution`, validated here by both sides, stored with the lead and shown to the
 * owner (page, CSV, `npm run leads`, email). Unknown keys are dropped; every value is short text.
 */
import * as z from "zod/mini";
import { isPlainText } from "./lead-fields";

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

const value = z.string().check(z.maxLength(MAX_ATTRIBUTION_VALUE_LENGTH), z.refine(isPlainText));

export const attributionSchema = z.object({
  /** The path (no query, no fragment) of the page the form was sent from. */
  page: z.optional(value.check(z.regex(/^\/[^?#\s]*$/))),
  /** The referring site's host name, never its full address. */
  referrer: z.optional(value.check(z.regex(/^[a-z0-9.-]+(:\d+)?$/i))),
  ...(Object.fromEntries(CAMPAIGN_PARAMETERS.map((key) => [key, z.optional(value)])) as Record<
    CampaignParameter,
    z.ZodMiniOptional<typeof value>
  >),
});

export type LeadAttribution = z.output<typeof attributionSchema>;

/** What the owner's views call each value. */
export const ATTRIBUTION_LABELS: Record<keyof LeadAttribution, string> = {
  page: "Sent from page",
  referrer: "Referring site",
  utm_source: "Campaign source",
  utm_medium: "Campaign medium",
  utm_campaign: "Campaign",
  utm_term: "Campaign term",
  utm_content: "Campaign content",
  gclid: "Google Ads click id (gclid)",
  gbraid: "Google Ads click id (gbraid)",
  wbraid: "Google Ads click id (wbraid)",
  fbclid: "Meta click id (fbclid)",
  msclkid: "Microsoft Ads click id (msclkid)",
};

/** The attribution as labelled lines for the owner, left out when empty, in a fixed order. */
export function attributionLines(
  attribution: LeadAttribution | undefined,
): { key: keyof LeadAttribution; label: string; value: string }[] {
  if (!attribution) return [];
  return (Object.keys(ATTRIBUTION_LABELS) as (keyof LeadAttribution)[])
    .filter((key) => typeof attribution[key] === "string" && attribution[key] !== "")
    .map((key) => ({ key, label: ATTRIBUTION_LABELS[key], value: attribution[key] as string }));
}
