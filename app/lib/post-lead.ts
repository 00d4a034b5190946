/**
 * The one way a lead leaves the browser: a JSON POST to a webhook. Success is any 2xx, whatever
 * the body says (webhook tools answer with JSON, plain text or nothing), so the body is never read.
 */
export const LEAD_TIMEOUT_MS = 15_000;

export type LeadFailure = "http" | "network" | "timeout";
export type LeadResult =
  { ok: true; status: number } | { ok: false; reason: LeadFailure; status?: number };

export async function postLead(
  url: string,
  payload: Record<string, string>,
  { timeoutMs = LEAD_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<LeadResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      credentials: "omit",
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok
      ? { ok: true, status: response.status }
      : { ok: false, reason: "http", status: response.status };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  }
}
