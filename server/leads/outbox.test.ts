// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { HookName } from "../config";
import type { LogFields } from "../log";
import { createLeadStore, type LeadStore, type NewLead } from "../store/lead-store";
import { openTestEmbedded, useTestDatabase } from "../../tests/support/test-databases";
import { createOutbox, type Outbox, type OutboxClock, type OutboxOptions } from "./outbox";

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
interface Reply {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** The webhook: a real HTTP server on loopback that answers from a script of replies. */
let server: Server;
let webhookUrl: string;
let received: Received[] = [];
let replies: Reply[] = [];
let fallback: Reply = { status: 200 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const reply = replies.shift() ?? fallback;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { "Content-Type": "text/plain", ...reply.headers });
        response.end("ok");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let store: LeadStore;
let outboxes: Outbox[] = [];
let events: (LogFields & { event: string })[] = [];

/**
 * The outbox's clock in these tests: its own waits (between tries to record an outcome) move the
 * clock on at once instead of sleeping, and its timers are real but counted, so a test can see
 * that the outbox is idle (only its poll pending) or has nothing scheduled at all.
 */
interface TestClock extends OutboxClock {
  /** Timers set so far, and the delays of those still pending. */
  readonly set: number;
  readonly pending: readonly number[];
}

function createTestClock(): TestClock {
  let offset = 0;
  let set = 0;
  const pending = new Map<symbol, number>();
  return {
    now: () => Date.now() + offset,
    async sleep(ms) {
      offset += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
    setTimer(run, ms) {
      const id = Symbol("timer");
      set += 1;
      pending.set(id, ms);
      const timer = setTimeout(() => {
        pending.delete(id);
        run();
      }, ms);
      return () => {
        pending.delete(id);
        clearTimeout(timer);
      };
    },
    get set() {
      return set;
    },
    get pending() {
      return [...pending.values()];
    },
  };
}

let clock: TestClock;

beforeEach(() => {
  store = createLeadStore(database.db);
  clock = createTestClock();
  received = [];
  replies = [];
  fallback = { status: 200 };
  events = [];
});

afterEach(async () => {
  await Promise.all(outboxes.map((outbox) => outbox.stop()));
  outboxes = [];
});

function startOutbox(
  webhooks: Partial<Record<HookName, string>> = { contact: `/contact` },
  options: Partial<OutboxOptions> = {},
) {
  const outbox = createOutbox({
    store,
    webhooks: {
      contact: webhooks.contact && webhookUrl + webhooks.contact,
      "exit-intent": webhooks["exit-intent"] && webhookUrl + webhooks["exit-intent"],
      audit: webhooks.audit && webhookUrl + webhooks.audit,
    },
    retryBaseMs: 40,
    timeoutMs: 1_000,
    log: (event, fields) => events.push({ event, ...fields }),
    clock,
    ...options,
  });
  outboxes.push(outbox);
  outbox.start();
  return outbox;
}

const CONTACT_BODY = JSON.stringify({
  name: "Siân Jones",
  email: "sian@example.com",
  subject: "A new website",
  message: 'Could you call me back? "Quotes", commas, and émojis 🦅 included.',
});

async function saveContactLead(overrides: Partial<NewLead> = {}) {
  const { id } = await store.saveLead(
    {
      form: "contact",
      fields: { name: "Siân Jones", nonce: Math.random() },
      spam: false,
      deliveries: [{ hook: "contact", body: CONTACT_BODY }],
      rateBucket: "lead:contact:test",
      ...overrides,
    },
    0,
  );
  if (!id) throw new Error("lead not stored");
  return id;
}

async function deliveriesOf(leadId: string) {
  const { leads } = await store.listLeads({ limit: 100 });
  const lead = leads.find((candidate) => candidate.id === leadId);
  if (!lead) throw new Error(`no lead ${leadId}`);
  return lead.deliveries;
}

async function deliveryOf(leadId: string) {
  const [delivery] = await deliveriesOf(leadId);
  if (!delivery) throw new Error(`no delivery for ${leadId}`);
  return delivery;
}

const waitUntil = (check: () => Promise<void> | void, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 20 });
const deliveryEvents = () => events.filter((entry) => entry.event === "delivery");

describe("outbox", () => {
  it("posts the stored body as JSON with the lead id as Idempotency-Key", async () => {
    const leadId = await saveContactLead();
    startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/contact");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["idempotency-key"]).toBe(leadId);
    expect(request?.body).toBe(CONTACT_BODY);

    const delivery = await deliveryOf(leadId);
    expect(delivery).toMatchObject({ attempts: 1, lastStatus: 200, lastError: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    expect(deliveryEvents()).toEqual([
      expect.objectContaining({ lead: leadId, hook: "contact", attempt: 1, outcome: "delivered" }),
    ]);
  });

  it("retries after a 500 and delivers exactly once when the webhook recovers", async () => {
    replies = [{ status: 500 }];
    const leadId = await saveContactLead();
    const outbox = startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    // Whatever it was still doing is over once it stops, so a third request would be here now.
    await outbox.stop();

    expect(received).toHaveLength(2);
    expect(received.map((request) => request.headers["idempotency-key"])).toEqual([leadId, leadId]);
    expect(received.map((request) => request.body)).toEqual([CONTACT_BODY, CONTACT_BODY]);
    expect(await deliveryOf(leadId)).toMatchObject({ attempts: 2, lastStatus: 200 });
    expect(deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error])).toEqual([
      [1, "retrying", "HTTP 500"],
      [2, "delivered", undefined],
    ]);
  });

  it("does not follow a redirect: it is a failed attempt", async () => {
    replies = [{ status: 302, headers: { Location: "/elsewhere" } }];
    const leadId = await saveContactLead();
    startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    expect(received.map((request) => request.path)).toEqual(["/contact", "/contact"]);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    replies = [{ status: 429, headers: { "Retry-After": "1" } }];
    const leadId = await saveContactLead();
    startOutbox();
    await waitUntil(async () => expect(received).toHaveLength(1));
    await waitUntil(async () => expect((await deliveryOf(leadId)).lastStatus).toBe(429));
    const waiting = await deliveryOf(leadId);
    expect(waiting.state).toBe("pending");
    const firstAt = received[0]?.at ?? 0;
    // Backoff alone would retry within 40 ms.
    expect(waiting.nextAttemptAt.getTime() - firstAt).toBeGreaterThanOrEqual(950);

    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    expect(received).toHaveLength(2);
    expect((received[1]?.at ?? 0) - firstAt).toBeGreaterThanOrEqual(950);
  });

  it("counts a webhook that does not answer in time as a failed attempt, and retries", async () => {
    replies = [{ status: 200, delayMs: 2_000 }];
    const leadId = await saveContactLead();
    startOutbox({ contact: "/contact" }, { timeoutMs: 200 });
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));

    expect(received).toHaveLength(2);
    expect(deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error])).toEqual([
      [1, "retrying", "timeout"],
      [2, "delivered", undefined],
    ]);
    expect(await deliveryOf(leadId)).toMatchObject({ attempts: 2, lastStatus: 200 });
  });

  it("gives up when the retry window has run out", async () => {
    fallback = { status: 500 };
    const leadId = await saveContactLead();
    await database.db.query(
      "UPDATE deliveries SET retry_until = now() + interval '300 milliseconds'",
    );
    const outbox = startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("failed"));

    const delivery = await deliveryOf(leadId);
    expect(delivery).toMatchObject({ lastStatus: 500, lastError: "HTTP 500" });
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(received).toHaveLength(delivery.attempts);
    expect(deliveryEvents().at(-1)).toMatchObject({
      outcome: "failed",
      attempt: delivery.attempts,
    });
    await outbox.stop();
    expect(received).toHaveLength(delivery.attempts);
  });

  it("never attempts a delivery whose webhook is not set", async () => {
    const leadId = await saveContactLead({
      form: "exit-intent",
      deliveries: [
        { hook: "exit-intent", body: '{"lead":true}' },
        { hook: "audit", body: '{"report":true}' },
      ],
    });
    const outbox = startOutbox({ "exit-intent": "/exit-intent" });
    expect(outbox.hooks).toEqual(["exit-intent"]);
    await waitUntil(async () => {
      const [exitIntent] = await deliveriesOf(leadId);
      expect(exitIntent?.state).toBe("delivered");
    });
    await outbox.stop();

    expect(received.map((request) => [request.path, request.body])).toEqual([
      ["/exit-intent", '{"lead":true}'],
    ]);
    const [, audit] = await deliveriesOf(leadId);
    expect(audit).toMatchObject({
      hook: "audit",
      state: "pending",
      attempts: 0,
      lastAttemptAt: null,
    });
  });

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
    replies = [{ status: 200, delayMs: 400 }];
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
