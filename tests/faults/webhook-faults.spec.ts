import { expect, test } from "@playwright/test";
import {
  isDelivery,
  startReceiver,
  type Receiver,
  type ReceiverMode,
} from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import {
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  startSite,
  type FormName,
  type Site,
} from "./support/site-process";

/**
 * Every kind of webhook failure: the visitor's lead is stored at once (201), and once the receiver
 * recovers it reaches each of its hooks exactly once. Each fault is run once, on one form: the
 * outbox sends a delivery alike whichever form made it (a form only decides the lead's hooks), so
 * the faults are shared out over the forms. A fault that strikes a number of times meets a form
 * with one hook, so that one delivery meets every failure; a fault that lasts until the receiver
 * recovers, or an odd answer, meets the popup's lead, whose two hooks both meet it.
 */
let receiver: Receiver;
let site: Site;

test.beforeAll(async () => {
  receiver = await startReceiver();
  site = await startSite(hooksAt(receiver.url));
});

test.afterAll(async () => {
  await site.kill("SIGTERM");
  await receiver.close();
});

interface Fault {
  name: string;
  form: FormName;
  start(receiver: Receiver): Promise<void> | void;
  /** Recovery after this long; undefined when the fault ends by itself. */
  recoverAfterMs?: number;
  end?(receiver: Receiver): Promise<void> | void;
}

const misbehaving =
  (mode: ReceiverMode, times?: number): Fault["start"] =>
  (r) =>
    r.misbehave(mode, times);

const FAULTS: Fault[] = [
  {
    name: "answers 500 three times",
    form: "contact",
    start: misbehaving({ kind: "fail", status: 500 }, 3),
  },
  {
    name: "answers 502 until it recovers",
    form: "exit-intent",
    start: misbehaving({ kind: "fail", status: 502 }),
    recoverAfterMs: 600,
  },
  {
    name: "answers 429 with Retry-After: 1",
    form: "audit",
    start: misbehaving({ kind: "fail", status: 429, retryAfter: "1" }, 1),
  },
  {
    name: "answers 503 with Retry-After: 1",
    form: "contact",
    start: misbehaving({ kind: "fail", status: 503, retryAfter: "1" }, 1),
  },
  { name: "hangs past the timeout twice", form: "audit", start: misbehaving({ kind: "hang" }, 2) },
  { name: "drops the connection twice", form: "contact", start: misbehaving({ kind: "drop" }, 2) },
  {
    name: "refuses connections, then listens again",
    form: "exit-intent",
    start: (r) => r.refuse(),
    recoverAfterMs: 700,
    end: (r) => r.listenAgain(),
  },
  {
    name: "answers 404 (a mistyped hook) until fixed",
    form: "audit",
    start: misbehaving({ kind: "fail", status: 404 }),
    recoverAfterMs: 500,
  },
  {
    name: "answers 200 with plain text",
    form: "exit-intent",
    start: misbehaving({ kind: "ok", status: 200, body: "Accepted", contentType: "text/plain" }),
  },
  {
    name: "answers 202 with no body",
    form: "exit-intent",
    start: misbehaving({ kind: "ok", status: 202, body: "" }),
  },
];

for (const { form, ...fault } of FAULTS) {
  test(`${form}: a webhook that ${fault.name} gets the lead exactly once`, async () => {
    await fault.start(receiver);
    const started = Date.now();
    const email = uniqueEmail(form);
    const response = await site.post(form, leads[form](email));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    if (fault.recoverAfterMs !== undefined) {
      // The fault lasts a while, and nothing gets through meanwhile.
      await expectNothingWithin(fault.recoverAfterMs, () =>
        receiver.requests.filter((r) => r.idempotencyKey === id && isDelivery(r)),
      );
      await fault.end?.(receiver);
      receiver.recover();
    }
    await expect
      .poll(() => receiver.delivered(id), { timeout: 20_000 })
      .toEqual(onceEach(HOOKS_OF[form]));
    if (fault.name.includes("Retry-After")) {
      const deliveredAt = Math.max(
        ...receiver.requests
          .filter((r) => r.idempotencyKey === id && r.status === 201)
          .map((r) => r.at),
      );
      expect(deliveredAt - started).toBeGreaterThanOrEqual(950);
    }
    // Nothing more arrives later: the delivery is recorded as done.
    const seen = receiver.requests.length;
    await expectNothingWithin(300, () =>
      receiver.requests.slice(seen).filter((r) => r.idempotencyKey === id),
    );
    expect(receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
    for (const request of receiver.requests.filter((r) => r.idempotencyKey === id)) {
      expect(request.contentType).toBe("application/json");
    }
    receiver.recover();
  });
}
