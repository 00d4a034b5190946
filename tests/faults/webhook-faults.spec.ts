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
 * Every kind of webhook failure, for every form: the visitor's lead is stored at once (201), and
 * once the receiver recovers each lead reaches each of its hooks exactly once.
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
  { name: "answers 500 three times", start: misbehaving({ kind: "fail", status: 500 }, 3) },
  {
    name: "answers 502 until it recovers",
    start: misbehaving({ kind: "fail", status: 502 }),
    recoverAfterMs: 600,
  },
  {
    name: "answers 429 with Retry-After: 1",
    start: misbehaving({ kind: "fail", status: 429, retryAfter: "1" }, 1),
  },
  {
    name: "answers 503 with Retry-After: 1",
    start: misbehaving({ kind: "fail", status: 503, retryAfter: "1" }, 1),
  },
  { name: "hangs past the timeout twice", start: misbehaving({ kind: "hang" }, 2) },
  { name: "drops the connection twice", start: misbehaving({ kind: "drop" }, 2) },
  {
    name: "refuses connections, then listens again",
    start: (r) => r.refuse(),
    recoverAfterMs: 700,
    end: (r) => r.listenAgain(),
  },
  {
    name: "answers 404 (a mistyped hook) until fixed",
    start: misbehaving({ kind: "fail", status: 404 }),
    recoverAfterMs: 500,
  },
  {
    name: "answers 200 with plain text",
    start: misbehaving({ kind: "ok", status: 200, body: "Accepted", contentType: "text/plain" }),
  },
  { name: "answers 202 with no body", start: misbehaving({ kind: "ok", status: 202, body: "" }) },
];

for (const fault of FAULTS) {
  for (const form of Object.keys(leads) as FormName[]) {
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
}
