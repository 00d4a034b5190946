import { useRef } from "react";
import type { LEAD_FORM_DEFINITIONS } from "../../lead-forms";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { leadAttribution } from "./attribution";
import { markLeadSent } from "./lead-session";
import { postLead, type LeadResult } from "./post-lead";
import { trackLead } from "./track-lead";
import { useSingleFlight } from "./use-single-flight";

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
 * How every lead form submits: once at a time, honeypot and where the visit came from included,
 * to the lead API; a stored lead is remembered for the session and counted in analytics (a
 * bot's never is). What the visitor then sees (toast, alert, popup status) is the form's own
 * `onStored` and `onFailed`.
 */
export function useLeadSubmission<Payload extends Record<string, string>>(
  form: LeadFormIdentity,
  {
    onStored,
    onFailed,
  }: {
    /** `id` is the stored lead's, when the API gave it. */
    onStored: (stored: { id?: string | undefined }) => void | Promise<void>;
    onFailed: (failure: LeadFailureResult) => void | Promise<void>;
  },
) {
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useSingleFlight(async (payload: Payload) => {
    const trap = honeypot.current?.value ?? "";
    // The server stores a filled honeypot as spam and answers as it would to anyone.
    const result = await postLead(
      form.id,
      trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload,
      { attribution: leadAttribution() },
    );
    if (!result.ok) return onFailed(result);
    if (!trap) {
      markLeadSent();
      trackLead(form.analyticsId);
    }
    return onStored({ id: result.id });
  });
  return { honeypot, submit };
}

/** What a failed form says: the API's own words when it gave any, else the form's message. */
export function failureMessage(failure: LeadFailureResult, fallback: string): string {
  return failure.message ?? fallback;
}
