import { describe, expect } from "vitest";
import type { LeadStore } from "../store/lead-store";
import { test, waitUntil } from "../../tests/support/outbox-harness";

describe("outbox", () => {
  test("starts a delivery at once when woken, without waiting for the next poll", async ({
    outboxes,
  }) => {
    const outbox = outboxes.start({ contact: "/contact" }, { pollMs: 60_000 });
    // Its first look found nothing: only the next poll, a minute away, is pending.
    await waitUntil(() => expect(outboxes.clock.pending).toEqual([60_000]));
    const leadId = await outboxes.saveContactLead();
    outbox.wake();
    await waitUntil(
      async () => expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
      2_000,
    );
  });

  test("keeps polling while the store is unreachable, and delivers once it is back", async ({
    outboxes,
    webhook,
  }) => {
    const leadId = await outboxes.saveContactLead();
    let outage = true;
    const flaky: LeadStore = {
      ...outboxes.store,
      claimDue: async (...args) => {
        if (outage) throw new Error("Connection terminated unexpectedly");
        return outboxes.store.claimDue(...args);
      },
    };
    outboxes.start({ contact: "/contact" }, { store: flaky });
    await waitUntil(() =>
      expect(
        outboxes.events.filter((entry) => entry.event === "outbox-error").length,
      ).toBeGreaterThan(2),
    );
    outage = false;
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );
    expect(webhook.received).toHaveLength(1);
  });

  test("records a delivery the webhook took once the store is back, instead of sending it again", async ({
    outboxes,
    webhook,
  }) => {
    const leadId = await outboxes.saveContactLead();
    // The webhook answers 2xx while PostgreSQL restarts: the first tries to record it fail.
    let failures = 3;
    const flaky: LeadStore = {
      ...outboxes.store,
      recordAttempt: async (...args) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("the database system is shutting down");
        }
        return outboxes.store.recordAttempt(...args);
      },
    };
    outboxes.start({ contact: "/contact" }, { store: flaky });
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );

    expect(failures).toBe(0);
    expect(webhook.received).toHaveLength(1);
    expect(await outboxes.deliveryOf(leadId)).toMatchObject({ attempts: 1, lastStatus: 200 });
    expect(outboxes.deliveryEvents()).toEqual([expect.objectContaining({ outcome: "delivered" })]);
    expect(outboxes.events.filter((entry) => entry.event === "delivery-error")).toEqual([]);
  });

  test("gives up recording when the claim's lease runs out, and the lead is sent again", async ({
    outboxes,
    webhook,
  }) => {
    const leadId = await outboxes.saveContactLead();
    let outage = true;
    const tries: number[] = [];
    const flaky: LeadStore = {
      ...outboxes.store,
      recordAttempt: async (...args) => {
        if (outage) {
          tries.push(outboxes.clock.now());
          throw new Error("Connection terminated unexpectedly");
        }
        return outboxes.store.recordAttempt(...args);
      },
    };
    // A 100 ms timeout and no allowance for a stalled store call give the shortest lease:
    // 2 × 100 ms + 5 s from the claim.
    outboxes.start({ contact: "/contact" }, { store: flaky, timeoutMs: 100, storeStallMs: 0 });
    await waitUntil(
      () => expect(outboxes.events.some((entry) => entry.event === "delivery-error")).toBe(true),
      10_000,
    );
    // It kept trying for seconds, backing off rather than hammering the store, and stopped
    // within the lease (the first try came after the claim).
    const first = tries[0] ?? 0;
    const last = tries.at(-1) ?? 0;
    expect(last - first).toBeGreaterThan(2_500);
    expect(last - first).toBeLessThan(5_200);
    expect(tries.length).toBeGreaterThan(3);
    expect(tries.length).toBeLessThan(15);

    // The clock moved on past the lease without waiting for it; so does the database's.
    await outboxes.db.query("UPDATE deliveries SET leased_until = now() - interval '1 second'");
    outage = false;
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );
    expect(webhook.received).toHaveLength(2);
  });

  test("on stop, waits for the attempt in flight and records it, then takes no new work", async ({
    outboxes,
    webhook,
  }) => {
    webhook.scriptReplies([{ status: 200, delayMs: 400 }]);
    const leadId = await outboxes.saveContactLead();
    const outbox = outboxes.start();
    await waitUntil(() => expect(webhook.received).toHaveLength(1));

    const stopping = outbox.stop();
    expect((await outboxes.deliveryOf(leadId)).state).toBe("pending");
    await stopping;
    const delivery = await outboxes.deliveryOf(leadId);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200 });
    expect(Date.now() - (webhook.received[0]?.at ?? 0)).toBeGreaterThanOrEqual(390);

    const later = await outboxes.saveContactLead();
    const timersSet = outboxes.clock.set;
    outbox.wake();
    // Stopped, it schedules nothing, so nothing can come of the wake later.
    expect(outboxes.clock.set).toBe(timersSet);
    expect(outboxes.clock.pending).toEqual([]);
    expect(webhook.received).toHaveLength(1);
    expect(await outboxes.deliveryOf(later)).toMatchObject({ state: "pending", attempts: 0 });
  });
});
