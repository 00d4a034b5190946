import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import type { HookName } from "../../server/delivery-channels";
import type { LogFields } from "../../server/log";
import { createLeadStore, type NewLead } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import {
  createOutbox,
  type Outbox,
  type OutboxClock,
  type OutboxOptions,
} from "../../server/leads/outbox";
import { expectedBody } from "./lead-contract";
import { testWithDatabase } from "./test-databases";

/**
 * The outbox specs' fixtures, asked for by name from this `test`: `webhook`, a real HTTP server on
 * loopback (one per file) that answers from a script of replies and records what it got in this
 * test, and `outboxes`, a fresh store and clock with outboxes started on them, stopped after it.
 */
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

/** What the webhook records and answers in one test. */
function webhookScript(url: string) {
  const received: Received[] = [];
  let replies: Reply[] = [];
  let fallback: Reply = { status: 200 };
  return {
    url,
    received,
    nextReply: () => replies.shift() ?? fallback,
    /** The webhook's next answers, in order; once they run out it answers with the fallback. */
    scriptReplies(next: Reply[]) {
      replies = next;
    },
    /** What the webhook answers once the scripted replies run out. */
    answerOtherwise(reply: Reply) {
      fallback = reply;
    },
  };
}

type Webhook = ReturnType<typeof webhookScript>;

async function startWebhookServer() {
  let script: Webhook | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      script?.received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const reply = script?.nextReply() ?? { status: 200 };
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { "Content-Type": "text/plain", ...reply.headers });
        response.end("ok");
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** A fresh script for a test: the server records and answers by it from now on. */
    forTest() {
      script = webhookScript(url);
      return script;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

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

export const CONTACT_BODY = expectedBody("contact", "contact", {
  name: "Siân Jones",
  email: "sian@example.com",
  subject: "A new website",
  message: 'Could you call me back? "Quotes", commas, and émojis 🦅 included.',
});

function outboxesOn(db: Database, webhook: Webhook) {
  const store = createLeadStore(db);
  const clock = createTestClock();
  const events: (LogFields & { event: string })[] = [];
  const started: Outbox[] = [];
  const deliveriesOf = async (leadId: string) => {
    const { leads } = await store.listLeads({ limit: 100 });
    const lead = leads.find((candidate) => candidate.id === leadId);
    if (!lead) throw new Error(`no lead ${leadId}`);
    return lead.deliveries;
  };
  return {
    db,
    store,
    clock,
    events,
    start(
      webhooks: Partial<Record<HookName, string>> = { contact: `/contact` },
      options: Partial<OutboxOptions> = {},
    ) {
      const outbox = createOutbox({
        store,
        webhooks: {
          contact: webhooks.contact && webhook.url + webhooks.contact,
          "exit-intent": webhooks["exit-intent"] && webhook.url + webhooks["exit-intent"],
          audit: webhooks.audit && webhook.url + webhooks.audit,
        },
        retryBaseMs: 40,
        timeoutMs: 1_000,
        log: (event, fields) => events.push({ event, ...fields }),
        clock,
        ...options,
      });
      started.push(outbox);
      outbox.start();
      return outbox;
    },
    stopAll: () => Promise.all(started.map((outbox) => outbox.stop())),
    async saveContactLead(overrides: Partial<NewLead> = {}) {
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
    },
    deliveriesOf,
    async deliveryOf(leadId: string) {
      const [delivery] = await deliveriesOf(leadId);
      if (!delivery) throw new Error(`no delivery for ${leadId}`);
      return delivery;
    },
    deliveryEvents: () => events.filter((entry) => entry.event === "delivery"),
  };
}

export type Outboxes = ReturnType<typeof outboxesOn>;

export const test = testWithDatabase
  // eslint-disable-next-line no-empty-pattern -- vitest reads what a fixture needs from its first parameter
  .extend("webhookServer", { scope: "file" }, async ({}, { onCleanup }) => {
    const server = await startWebhookServer();
    onCleanup(() => server.close());
    return server;
  })
  .extend("webhook", ({ webhookServer }) => webhookServer.forTest())
  .extend("outboxes", ({ database, webhook }, { onCleanup }) => {
    const outboxes = outboxesOn(database, webhook);
    onCleanup(async () => {
      await outboxes.stopAll();
    });
    return outboxes;
  });

export const waitUntil = (check: () => Promise<void> | void, timeout = 5_000) =>
  vi.waitFor(check, { timeout, interval: 20 });
