// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { LeadStore } from "../store/lead-store";
import {
  clock,
  database,
  deliveryEvents,
  deliveryOf,
  events,
  received,
  saveContactLead,
  scriptReplies,
  startOutbox,
  store,
  waitUntil,
} from "../../tests/support/outbox-harness";

describe("outbox", () => {
  it("starts a delivery at once when woken, without waiting for the next poll", async () => {
    const outbox = startOutbox({ contact: "/contact" }, { pollMs: 60_000 });
    // Its first look found nothing: only the next poll, a minute away, is pending.
    await waitUntil(() => expect(clock.pending).toEqual([60_000]));
    const leadId = await saveContactLead();
    outbox.wake();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"), 2_000);
  });

  it("keeps polling while the store is unreachable, and delivers once it is back", async () => {
    const leadId = await saveContactLead();
    let outage = true;
    const flaky: LeadStore = {
      ...store,
      claimDue: async (...args) => {
        if (outage) throw new Error("Connection terminated unexpectedly");
        return store.claimDue(...args);
      },
    };
    startOutbox({ contact: "/contact" }, { store: flaky });
    await waitUntil(() =>
      expect(events.filter((entry) => entry.event === "outbox-error").length).toBeGreaterThan(2),
    );
    outage = false;
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    expect(received).toHaveLength(1);
  });

  it("records a delivery the webhook took once the store is back, instead of sending it again", async () => {
    const leadId = await saveContactLead();
    // The webhook answers 2xx while PostgreSQL restarts: the first tries to record it fail.
    let failures = 3;
    const flaky: LeadStore = {
      ...store,
      recordAttempt: async (...args) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("the database system is shutting down");
        }
        return store.recordAttempt(...args);
      },
    };
    startOutbox({ contact: "/contact" }, { store: flaky });
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));

    expect(failures).toBe(0);
    expect(received).toHaveLength(1);
    expect(await deliveryOf(leadId)).toMatchObject({ attempts: 1, lastStatus: 200 });
    expect(deliveryEvents()).toEqual([expect.objectContaining({ outcome: "delivered" })]);
    expect(events.filter((entry) => entry.event === "delivery-error")).toEqual([]);
  });

  it("gives up recording when the claim's lease runs out, and the lead is sent again", async () => {
    const leadId = await saveContactLead();
    let outage = true;
    const tries: number[] = [];
    const flaky: LeadStore = {
      ...store,
      recordAttempt: async (...args) => {
        if (outage) {
          tries.push(clock.now());
          throw new Error("Connection terminated unexpectedly");
        }
        return store.recordAttempt(...args);
      },
    };
    // A 100 ms timeout and no allowance for a stalled store call give the shortest lease:
    // 2 × 100 ms + 5 s from the claim.
    startOutbox({ contact: "/contact" }, { store: flaky, timeoutMs: 100, storeStallMs: 0 });
    await waitUntil(
      () => expect(events.some((entry) => entry.event === "delivery-error")).toBe(true),
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
    await database.db.query("UPDATE deliveries SET leased_until = now() - interval '1 second'");
    outage = false;
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    expect(received).toHaveLength(2);
  });

  it("on stop, waits for the attempt in flight and records it, then takes no new work", async () => {
    scriptReplies([{ status: 200, delayMs: 400 }]);
    const leadId = await saveContactLead();
    const outbox = startOutbox();
    await waitUntil(() => expect(received).toHaveLength(1));

    const stopping = outbox.stop();
    expect((await deliveryOf(leadId)).state).toBe("pending");
    await stopping;
    const delivery = await deliveryOf(leadId);
    expect(delivery).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200 });
    expect(Date.now() - (received[0]?.at ?? 0)).toBeGreaterThanOrEqual(390);

    const later = await saveContactLead();
    const timersSet = clock.set;
    outbox.wake();
    // Stopped, it schedules nothing, so nothing can come of the wake later.
    expect(clock.set).toBe(timersSet);
    expect(clock.pending).toEqual([]);
    expect(received).toHaveLength(1);
    expect(await deliveryOf(later)).toMatchObject({ state: "pending", attempts: 0 });
  });
});
