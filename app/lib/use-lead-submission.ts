import { useRef } from "react";
import { HONEYPOT_FIELD, type LeadForm } from "~/config/lead-api";
import { markLeadSent } from "./lead-session";
import { postLead, type LeadResult } from "./post-lead";
import { trackLead, type LeadFormId } from "./track-lead";
import { useSingleFlight } from "./use-single-flight";

/** The id each form reports to analytics under. */
const ANALYTICS_IDS: Record<LeadForm, LeadFormId> = {
  contact: "contact",
  audit: "gas_audit",
  "exit-intent": "exit_intent",
};

export type LeadFailureResult = Extract<LeadResult, { ok: false }>;

/**
 * How every lead form submits: once at a time, honeypot included, to the lead API; a stored
 * lead is remembered for the session and counted in analytics (a bot's never is). What the
 * visitor then sees (toast, alert, popup status) is the form's own `onStored` and `onFailed`.
 */
export function useLeadSubmission<Payload extends Record<string, string>>(
  form: LeadForm,
  {
    onStored,
    onFailed,
  }: {
    onStored: () => void | Promise<void>;
    onFailed: (failure: LeadFailureResult) => void | Promise<void>;
  },
) {
  const honeypot = useRef<HTMLInputElement>(null);
  const submit = useSingleFlight(async (payload: Payload) => {
    const trap = honeypot.current?.value ?? "";
    // The server stores a filled honeypot as spam and answers as it would to anyone.
    const result = await postLead(form, trap ? { ...payload, [HONEYPOT_FIELD]: trap } : payload);
    if (!result.ok) return onFailed(result);
    if (!trap) {
      markLeadSent();
      trackLead(ANALYTICS_IDS[form]);
    }
    return onStored();
  });
  return { honeypot, submit };
}

/** What a failed form says: the API's own words when it gave any, else the form's message. */
export function failureMessage(failure: LeadFailureResult, fallback: string): string {
  return failure.message ?? fallback;
}
