import { isEmailChannel, type HookName } from "../delivery-channels";
import type { Logger } from "../log";
import type { AttemptResult, ClaimedDelivery } from "../store/deliveries";
import type { LeadStore } from "../store/lead-store";
import type { OutboxClock } from "./outbox-clock";
import { nextAttemptAt } from "./retry-schedule";
import { postToWebhook, type SendOutcome } from "./webhook-sender";

/** Sends the owner's email about a claimed delivery's lead or notice (owner-email.ts). */
export interface EmailChannel {
  send(claim: ClaimedDelivery): Promise<SendOutcome>;
  close(): void;
  /**
   * Attempts it takes at once: no more than its SMTP connections, so none waits in nodemailer's
   * queue while its lease runs down.
   */
  concurrency: number;
}

/** First wait before recording an attempt's result again; each wait doubles, up to the max. */
const RECORD_RETRY_FIRST_MS = 100;
const RECORD_RETRY_MAX_MS = 2_000;

export interface AttemptOptions {
  store: LeadStore;
  webhooks: Record<HookName, string | undefined>;
  /** The owner's email, when it is configured: one more channel, with the same guarantees. */
  email?: EmailChannel | undefined;
  retryBaseMs: number;
  timeoutMs: number;
  log: Logger;
  clock: OutboxClock;
}

/**
 * One attempt at one claimed delivery, for the outbox (outbox.ts): posts it to its webhook (or
 * emails it), then records it delivered, failed, or pending with its next attempt's time.
 */
export function createDeliveryAttempt({
  store,
  webhooks,
  email,
  retryBaseMs,
  timeoutMs,
  log,
  clock,
}: AttemptOptions) {
  /**
   * Records an attempt's result, trying again while the store cannot take it (a PostgreSQL
   * restart or failover lasts seconds). Until it is recorded the row stays leased as "in flight",
   * and once the lease runs out it is claimed and sent again: a lead the webhook already took
   * would arrive twice. So it keeps trying until the lease would be over, and only then gives up.
   */
  async function record(claim: ClaimedDelivery, leaseEndsAt: number, result: AttemptResult) {
    for (let wait = RECORD_RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RECORD_RETRY_MAX_MS)) {
      try {
        return await store.recordAttempt(claim, result);
      } catch (error) {
        if (clock.now() + wait >= leaseEndsAt) throw error;
        await clock.sleep(wait);
      }
    }
  }

  function sendEmail(claim: ClaimedDelivery): Promise<SendOutcome> {
    if (!email) return Promise.resolve({ ok: false, status: null, error: "email not configured" });
    return email.send(claim);
  }

  async function attempt(claim: ClaimedDelivery, leaseEndsAt: number): Promise<void> {
    const base = {
      ...(claim.noticeId === undefined
        ? { lead: claim.leadId, form: claim.form }
        : { notice: claim.noticeId }),
      delivery: claim.id,
      hook: claim.hook,
      attempt: claim.attempt,
    };
    const outcome: SendOutcome = isEmailChannel(claim.hook)
      ? await sendEmail(claim)
      : claim.noticeId === undefined
        ? await postToWebhook(webhooks[claim.hook], claim, { timeoutMs, now: clock.now })
        : // A notice is planned for the owner's email only (owner-notices.ts).
          { ok: false, status: null, error: "a notice goes by email only", permanent: true };
    if (outcome.ok) {
      await record(claim, leaseEndsAt, { state: "delivered", status: outcome.status });
      log("delivery", { ...base, status: outcome.status, outcome: "delivered" });
      return;
    }
    const { status, error, retryAfterMs } = outcome;
    const next = nextAttemptAt({
      attempt: claim.attempt,
      now: clock.now(),
      retryUntil: claim.retryUntil.getTime(),
      baseMs: retryBaseMs,
      retryAfterMs,
    });
    if (next === null || outcome.permanent) {
      await record(claim, leaseEndsAt, { state: "failed", status, error });
      log("delivery", { ...base, status, error, outcome: "failed" });
    } else {
      const nextAt = new Date(next);
      await record(claim, leaseEndsAt, {
        state: "pending",
        status,
        error,
        nextAttemptAt: nextAt,
      });
      log("delivery", { ...base, status, error, outcome: "retrying", next: nextAt.toISOString() });
    }
  }

  return attempt;
}
