/**
 * Where a lead came from: the page it was sent from, the campaign parameters and ad click ids of
 * the visit's landing page, and the referring site's host. Sent by the browser next to a form's
 * fields as `attribution`, validated here by both sides, stored with the lead and shown to the
 * owner (page, CSV, `npm run leads`, email). Unknown keys are dropped; every value is short text.
 */
import * as z from "zod/mini";
import {
  CAMPAIGN_PARAMETERS,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  type CampaignParameter,
} from "./attribution-keys";
import { isPlainText } from "./lead-fields";

/** One line of plain text: no value of a URL or a host name holds a line break or a TAB. */
const value = z
  .string()
  .check(z.maxLength(MAX_ATTRIBUTION_VALUE_LENGTH), z.refine(isPlainText), z.regex(/^[^\t\r\n]*$/));

export const attributionSchema = z.object({
  /**
   * The path (no query, no fragment) of the page the form was sent from: a path on this site only,
   * never `//other.example/x` or `/\other.example`, which browsers read as another site.
   */
  page: z.optional(value.check(z.regex(/^\/(?![/\\])[^?#\s\\]*$/))),
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

/**
 * What the lead API keeps of a posted attribution: each known value that passes its rule. A bad
 * value (too long, a control character, a full address for a host, blank) is dropped on its own rather
 * than refusing the lead, since the visitor did nothing wrong and cannot fix it; unknown keys and
 * anything that is not an object are dropped too. Undefined when nothing is left.
 */
export function cleanAttribution(raw: unknown): LeadAttribution | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const given = raw as Record<string, unknown>;
  const kept: Record<string, string> = {};
  for (const [key, rule] of Object.entries(attributionSchema.shape)) {
    const parsed = rule.safeParse(given[key]);
    // Blank (or only spaces) says nothing about where a lead came from.
    if (parsed.success && typeof parsed.data === "string" && parsed.data.trim() !== "") {
      kept[key] = parsed.data;
    }
  }
  return Object.keys(kept).length ? (kept as LeadAttribution) : undefined;
}
