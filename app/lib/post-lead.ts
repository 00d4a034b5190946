import { env } from "~/config/env";
import type { LeadForm } from "../../lead-forms";
import { leadApiPath } from "../../lead-forms/lead-api";
import type { CapturedAttribution } from "./attribution";
import { timeoutSignal } from "./timeout-signal";

/**
 * The one way a lead leaves the browser: a JSON POST to the site's own lead API, which answers
 * 201 once the lead is stored. Webhooks are the server's business; the browser never sees them.
 */
const LEAD_TIMEOUT_MS = 15_000;

/** The brief's limit, unless the browser tests' build set a shorter one (config/env.ts). */
const leadTimeoutMs = env.leadTimeoutMs ?? LEAD_TIMEOUT_MS;

type LeadFailure = "http" | "network" | "timeout" | "rate-limited";
export type LeadResult =
  | { ok: true; status: number; id?: string }
  | { ok: false; reason: LeadFailure; status?: number; message?: string };

/** The stored lead's id from the API's answer, which the payment link carries (payment-link.ts). */
async function storedId(response: Response): Promise<{ id?: string }> {
  try {
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === "string" ? { id: body.id } : {};
  } catch {
    return {};
  }
}

/** The API's own words for a refusal the visitor can act on (too many leads from one place). */
async function refusalMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a lead form posts: also the `action` of the forms, so that they send the lead when the
 * page's scripts never run (the API answers such a post with a redirect instead of JSON).
 */
export function leadApiUrl(form: LeadForm, origin = env.leadApiOrigin ?? ""): string {
  return `${origin}${leadApiPath(form)}`;
}

export async function postLead(
  form: LeadForm,
  payload: Record<string, string>,
  {
    timeoutMs = leadTimeoutMs,
    origin = env.leadApiOrigin ?? "",
    attribution,
  }: { timeoutMs?: number; origin?: string; attribution?: CapturedAttribution } = {},
): Promise<LeadResult> {
  const signal = timeoutSignal(timeoutMs);
  try {
    const response = await fetch(leadApiUrl(form, origin), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      // Next to the fields, never among them: a form's schema keeps only its own fields.
      body: JSON.stringify(attribution ? { ...payload, attribution } : payload),
      credentials: "omit",
      signal,
    });
    if (response.ok) return { ok: true, status: response.status, ...(await storedId(response)) };
    if (response.status === 429) {
      const message = await refusalMessage(response);
      return { ok: false, reason: "rate-limited", status: 429, ...(message ? { message } : {}) };
    }
    return { ok: false, reason: "http", status: response.status };
  } catch {
    // Only the timer aborts this signal (older Safari rejects with an AbortError, not a TimeoutError).
    return { ok: false, reason: signal.aborted ? "timeout" : "network" };
  }
}
