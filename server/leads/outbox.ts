import { configuredChannels, isEmailChannel, type DeliveryChannel } from "../delivery-channels";
import { STORE_CALL_DEADLINE_MS } from "../store/store-faults";
import type { ClaimedDelivery } from "../store/deliveries";
import { createDeliveryAttempt, type AttemptOptions } from "./delivery-attempt";
import { retryWindowMs } from "./retry-schedule";
import { systemClock, type OutboxClock } from "./outbox-clock";

export type { OutboxClock } from "./outbox-clock";

export interface OutboxOptions extends Omit<AttemptOptions, "clock"> {
  /** How often to look for due deliveries when nothing wakes the outbox sooner. */
  pollMs?: number;
  /** Attempts in flight at once to each webhook address from this instance (the email has its own). */
  concurrency?: number;
  /** How long a store call may stall (see leaseMs below); tests of the lease shorten it. */
  storeStallMs?: number;
  /** The clock and the waits, so tests can move time on instead of sleeping through it. */
  clock?: OutboxClock;
}

/** Channels that share a number of attempt slots, claimed separately. */
interface Lane {
  hooks: DeliveryChannel[];
  limit: number;
  inFlight: Set<Promise<void>>;
}

/**
 * Each webhook address takes turns from slots of its own, and the owner's email from its own: a
 * CRM or mail server that hangs, drips or fails fills only its own slots, and every other
 * channel's deliveries still go out at once. (With one shared set of eight, 40 contact leads
 * waiting on a hanging CRM kept the £99 audits' webhook 49 s late.) Hooks sharing one address
 * share its slots, as they wait on one server.
 */
function deliveryLanes(
  hooks: DeliveryChannel[],
  webhooks: OutboxOptions["webhooks"],
  perWebhook: number,
  perEmail: number,
): Lane[] {
  const byAddress = new Map<string, DeliveryChannel[]>();
  const emails: DeliveryChannel[] = [];
  for (const hook of hooks) {
    if (isEmailChannel(hook)) emails.push(hook);
    else {
      const address = webhooks[hook] ?? hook;
      byAddress.set(address, [...(byAddress.get(address) ?? []), hook]);
    }
  }
  return [
    ...[...byAddress.values()].map((group) => ({ hooks: group, limit: perWebhook })),
    { hooks: emails, limit: perEmail },
  ]
    .filter((lane) => lane.hooks.length > 0 && lane.limit > 0)
    .map((lane) => ({ ...lane, inFlight: new Set<Promise<void>>() }));
}

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_CONCURRENCY = 8;

/**
 * An attempt's lease outlives its timeout, so no other instance takes it over mid-flight, and a
 * stalled store call after it (an embedded engine restarted, PostgreSQL failing over), so the
 * outcome can still be recorded before the lease runs out and the lead is sent again. It is also
 * how long a delivery claimed by a server that was killed waits before another one sends it.
 */
export function deliveryLeaseMs(timeoutMs: number, storeStallMs = 2 * STORE_CALL_DEADLINE_MS) {
  return timeoutMs * 2 + 5_000 + storeStallMs;
}

/**
 * Delivers stored leads to the configured webhooks and the owner's email: claims due deliveries,
 * posts each one with an Idempotency-Key (or emails it), and records the result or the next
 * attempt. Everything it needs is in the database, so pending deliveries carry on after a
 * restart, on whichever instance is free.
 */
export function createOutbox(options: OutboxOptions) {
  const {
    store,
    webhooks,
    email,
    retryBaseMs,
    timeoutMs,
    log,
    pollMs = Math.min(DEFAULT_POLL_MS, Math.max(50, retryBaseMs)),
    concurrency = DEFAULT_CONCURRENCY,
    storeStallMs = 2 * STORE_CALL_DEADLINE_MS,
    clock = systemClock,
  } = options;
  const hooks = configuredChannels(webhooks, email);
  const leaseMs = deliveryLeaseMs(timeoutMs, storeStallMs);
  const lanes = deliveryLanes(hooks, webhooks, concurrency, email?.concurrency ?? 0);
  const attempt = createDeliveryAttempt({ ...options, clock });
  const busy = () => lanes.some((lane) => lane.inFlight.size > 0);
  let cancelTimer: (() => void) | undefined;
  let ticking = false;
  let again = false;
  let stopped = true;

  function launch(lane: Lane, claim: ClaimedDelivery, leaseEndsAt: number) {
    const running: Promise<void> = attempt(claim, leaseEndsAt)
      .catch((error: unknown) => {
        // The store stayed unreachable for the whole lease: the attempt is made again.
        log("delivery-error", {
          delivery: claim.id,
          form: claim.form,
          hook: claim.hook,
          error: String(error),
        });
      })
      .finally(() => {
        lane.inFlight.delete(running);
        wake();
      });
    lane.inFlight.add(running);
  }

  async function tick() {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        for (const lane of lanes) {
          const free = lane.limit - lane.inFlight.size;
          if (free <= 0 || stopped) continue;
          // Taken before the claim, so it is never later than the lease the database sets.
          const leaseEndsAt = clock.now() + leaseMs;
          const claims = await store.claimDue(lane.hooks, {
            limit: free,
            leaseMs,
            retryWindowMs: retryWindowMs(retryBaseMs),
          });
          for (const claim of claims) launch(lane, claim, leaseEndsAt);
          if (claims.length === free) again = true;
        }
      } while (again && !stopped);
    } catch (error) {
      log("outbox-error", { error: error instanceof Error ? error.message : String(error) });
    } finally {
      ticking = false;
    }
    schedule(pollMs);
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    const delay = Math.max(0, Math.min(delayMs, pollMs));
    cancelTimer?.();
    cancelTimer = clock.setTimer(() => void tick(), delay);
  }

  function wake() {
    if (stopped) return;
    if (ticking) again = true;
    else schedule(0);
  }

  return {
    hooks,
    start() {
      stopped = false;
      wake();
    },
    /** Called when a lead is stored, so its delivery starts at once instead of at the next poll. */
    wake,
    /** Takes no new work and waits for the attempts in flight to finish and be recorded. */
    async stop() {
      stopped = true;
      cancelTimer?.();
      while (ticking || busy()) {
        await Promise.allSettled(lanes.flatMap((lane) => [...lane.inFlight]));
        if (ticking) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      email?.close();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
