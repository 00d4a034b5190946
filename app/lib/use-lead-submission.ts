import { useRef } from "react";
import { submitLead, type LeadFailureResult, type LeadFormIdentity } from "./submit-lead";
import { useSingleFlight } from "./use-single-flight";

/**
 * submitLead for a React form: once at a time, with the honeypot the form renders; what the
 * visitor then sees (toast, alert, popup status) is the form's own `onStored` and `onFailed`.
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
    const result = await submitLead(form, payload, honeypot.current?.value ?? "");
    return result.ok ? onStored({ id: result.id }) : onFailed(result);
  });
  return { honeypot, submit };
}
