import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { HookName } from "../../server/config";
import type { LogFields } from "../../server/log";
import { createLeadStore, type LeadStore, type NewLead } from "../../server/store/lead-store";
import {
  createOutbox,
  type Outbox,
  type OutboxClock,
  type OutboxOptions,
} from "../../server/leads/outbox";
import { expectedBody } from "./lead-contract";
import { openTestEmbedded, useTestDatabase } from "./test-databases";

// Shared by the outbox specs: importing this registers the hooks that start the webhook receiver,
// give each test a fresh embedded store and clock, and stop every outbox a test started. The
// `let` bindings are live, so specs read the current ones.
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
export let received: Received[] = [];
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

export const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
export let store: LeadStore;
let outboxes: Outbox[] = [];
export let events: (LogFields & { event: string })[] = [];

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

export let clock: TestClock;

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

export function startOutbox(
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

export const CONTACT_BODY = expectedBody("contact", "contact", {
  name: "Siân Jones",
  email: "sian@example.com",
  subject: "A new website",
  message: 'Could you call me back? "Quotes", commas, and émojis 🦅 included.',
});

export async function saveContactLead(overrides: Partial<NewLead> = {}) {
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

export async function deliveriesOf(leadId: string) {
  const { leads } = await store.listLeads({ limit: 100 });
  const lead = leads.find((candidate) => candidate.id === leadId);
  if (!lead) throw new Error(`no lead ${leadId}`);
  return lead.deliveries;
}

export async function deliveryOf(leadId: string) {
  const [delivery] = await deliveriesOf(leadId);
  if (!delivery) throw new Error(`no delivery for ${leadId}`);
  return delivery;
}

export const waitUntil = (check: () => Promise<void> | void, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 20 });
export const deliveryEvents = () => events.filter((entry) => entry.event === "delivery");

/** The webhook's next answers, in order; once they run out it answers with the fallback. */
export function scriptReplies(next: Reply[]) {
  replies = next;
}

/** What the webhook answers once the scripted replies run out. */
export function answerOtherwise(reply: Reply) {
  fallback = reply;
}
