import type { LeadClaim } from "../store/deliveries";
import { parseRetryAfter } from "./retry-schedule";

/** What one attempt on a channel (a webhook, the owner's email) came to. */
export type SendOutcome =
  | { ok: true; status: number }
  | {
      ok: false;
      status: number | null;
      error: string;
      /** An answer that says trying again will not help (an SMTP 5xx): failed at once. */
      permanent?: boolean;
      /** How long the other side asked us to wait. */
      retryAfterMs?: number;
    };

/**
 * 410 Gone: the webhook says it is gone for good, as an SMTP 5xx does, so trying for a day helps
 * no one. The delivery fails at once and waits for the owner's "Retry now".
 */
const GONE = 410;
/** Statuses whose Retry-After says when the webhook wants to hear from us again. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);
const USER_AGENT = "KestrelAI-LeadRelay/1";

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timeout";
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ? `network: ${cause.code}` : "network error";
}

/** Posts a claimed delivery's body to its webhook, with an Idempotency-Key (the lead's id). */
export async function postToWebhook(
  url: string | undefined,
  claim: LeadClaim,
  { timeoutMs, now }: { timeoutMs: number; now: () => number },
): Promise<SendOutcome> {
  try {
    if (!url) throw new Error("webhook not configured");
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": claim.leadId,
        "User-Agent": USER_AGENT,
      },
      body: claim.body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const status = response.status;
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true, status };
    const retryAfterMs = RETRY_AFTER_STATUSES.has(status)
      ? parseRetryAfter(response.headers.get("retry-after"), now())
      : undefined;
    if (status === GONE) return { ok: false, status, error: `HTTP ${status}`, permanent: true };
    return { ok: false, status, error: `HTTP ${status}`, retryAfterMs };
  } catch (caught) {
    return { ok: false, status: null, error: describeFailure(caught) };
  }
}
