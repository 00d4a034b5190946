import type { LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { leadAttribution } from "./attribution";
import { markLeadSent } from "./lead-session";
import { postLead, type LeadResult } from "./post-lead";
import { trackLead } from "./track-lead";

/**
 * Which form submits and what analytics calls it: a form's definition (lead-forms/), or its id
 * and analytics id alone where the definition would bring the schema to a page too early. The
 * union keeps the pair one definition's.
 */
export type LeadFormIdentity = IdentityOf<(typeof LEAD_FORM_DEFINITIONS)[number]>;
type IdentityOf<Definition> = Definition extends { id: infer Id; analyticsId: infer Analytics }
  ? { id: Id; analyticsId: Analytics }
  : never;

export type LeadFailureResult = Extract<LeadResult, { ok: false }>;

/**
 * How every lead form sends a lead: with the honeypot's text, if a bot filled it, and where the
 * visit came from, to the lead API. A stored lead is remembered for the session and counted in
 * analytics; a bot's never is. What the visitor then sees is the form's own business.
 */
export async function submitLead(
  form: LeadFormIdentity,
  payload: Record<string, string>,
  trap: string,
): Promise<LeadResult> {
  // The server stores a filled honeypot as spam and answers as it would to anyone.
  const result = await postLead(form.id, trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload, {
    attribution: leadAttribution(),
  });
  if (result.ok && !trap) {
    markLeadSent();
    trackLead(form.analyticsId);
  }
  return result;
}

/** What a failed form says: the API's own words when it gave any, else the form's message. */
export function failureMessage(failure: LeadFailureResult, fallback: string): string {
  return failure.message ?? fallback;
}
