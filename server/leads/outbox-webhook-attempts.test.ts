import { describe, expect } from "vitest";
import { CONTACT_BODY, test, waitUntil } from "../../tests/support/outbox-harness";

describe("outbox", () => {
  test("posts the stored body as JSON with the lead id as Idempotency-Key", async ({
    outboxes,
    webhook,
  }) => {
    const leadId = await outboxes.saveContactLead();
    outboxes.start();
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );

    expect(webhook.received).toHaveLength(1);
    const [request] = webhook.received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/contact");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers["idempotency-key"]).toBe(leadId);
    expect(request?.body).toBe(CONTACT_BODY);

    const delivery = await outboxes.deliveryOf(leadId);
    expect(delivery).toMatchObject({ attempts: 1, lastStatus: 200, lastError: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    expect(outboxes.deliveryEvents()).toEqual([
      expect.objectContaining({ lead: leadId, hook: "contact", attempt: 1, outcome: "delivered" }),
    ]);
  });

  test("retries after a 500 and delivers exactly once when the webhook recovers", async ({
    outboxes,
    webhook,
  }) => {
    webhook.scriptReplies([{ status: 500 }]);
    const leadId = await outboxes.saveContactLead();
    const outbox = outboxes.start();
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );
    // Whatever it was still doing is over once it stops, so a third request would be here now.
    await outbox.stop();

    expect(webhook.received).toHaveLength(2);
    expect(webhook.received.map((request) => request.headers["idempotency-key"])).toEqual([
      leadId,
      leadId,
    ]);
    expect(webhook.received.map((request) => request.body)).toEqual([CONTACT_BODY, CONTACT_BODY]);
    expect(await outboxes.deliveryOf(leadId)).toMatchObject({ attempts: 2, lastStatus: 200 });
    expect(
      outboxes.deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error]),
    ).toEqual([
      [1, "retrying", "HTTP 500"],
      [2, "delivered", undefined],
    ]);
  });

  test("does not follow a redirect: it is a failed attempt", async ({ outboxes, webhook }) => {
    webhook.scriptReplies([{ status: 302, headers: { Location: "/elsewhere" } }]);
    const leadId = await outboxes.saveContactLead();
    outboxes.start();
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );
    expect(webhook.received.map((request) => request.path)).toEqual(["/contact", "/contact"]);
  });

  test("fails a 410 Gone at once, as the webhook is gone for good", async ({
    outboxes,
    webhook,
  }) => {
    webhook.scriptReplies([{ status: 410 }]);
    const leadId = await outboxes.saveContactLead();
    const outbox = outboxes.start();
    await waitUntil(async () => expect((await outboxes.deliveryOf(leadId)).state).toBe("failed"));
    await outbox.stop();

    expect(webhook.received).toHaveLength(1);
    expect(await outboxes.deliveryOf(leadId)).toMatchObject({ attempts: 1, lastStatus: 410 });
    expect(
      outboxes.deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error]),
    ).toEqual([[1, "failed", "HTTP 410"]]);
  });

  test("waits as long as a 429's Retry-After asks", async ({ outboxes, webhook }) => {
    webhook.scriptReplies([{ status: 429, headers: { "Retry-After": "1" } }]);
    const leadId = await outboxes.saveContactLead();
    outboxes.start();
    await waitUntil(async () => expect(webhook.received).toHaveLength(1));
    await waitUntil(async () => expect((await outboxes.deliveryOf(leadId)).lastStatus).toBe(429));
    const waiting = await outboxes.deliveryOf(leadId);
    expect(waiting.state).toBe("pending");
    const firstAt = webhook.received[0]?.at ?? 0;
    // Backoff alone would retry within 40 ms.
    expect(waiting.nextAttemptAt.getTime() - firstAt).toBeGreaterThanOrEqual(950);

    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );
    expect(webhook.received).toHaveLength(2);
    expect((webhook.received[1]?.at ?? 0) - firstAt).toBeGreaterThanOrEqual(950);
  });

  test("counts a webhook that does not answer in time as a failed attempt, and retries", async ({
    outboxes,
    webhook,
  }) => {
    webhook.scriptReplies([{ status: 200, delayMs: 2_000 }]);
    const leadId = await outboxes.saveContactLead();
    outboxes.start({ contact: "/contact" }, { timeoutMs: 200 });
    await waitUntil(async () =>
      expect((await outboxes.deliveryOf(leadId)).state).toBe("delivered"),
    );

    expect(webhook.received).toHaveLength(2);
    expect(
      outboxes.deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error]),
    ).toEqual([
      [1, "retrying", "timeout"],
      [2, "delivered", undefined],
    ]);
    expect(await outboxes.deliveryOf(leadId)).toMatchObject({ attempts: 2, lastStatus: 200 });
  });

  test("gives up when the retry window has run out", async ({ outboxes, webhook }) => {
    webhook.answerOtherwise({ status: 500 });
    const leadId = await outboxes.saveContactLead();
    await outboxes.db.query(
      "UPDATE deliveries SET retry_until = now() + interval '300 milliseconds'",
    );
    const outbox = outboxes.start();
    await waitUntil(async () => expect((await outboxes.deliveryOf(leadId)).state).toBe("failed"));

    const delivery = await outboxes.deliveryOf(leadId);
    expect(delivery).toMatchObject({ lastStatus: 500, lastError: "HTTP 500" });
    expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(webhook.received).toHaveLength(delivery.attempts);
    expect(outboxes.deliveryEvents().at(-1)).toMatchObject({
      outcome: "failed",
      attempt: delivery.attempts,
    });
    await outbox.stop();
    expect(webhook.received).toHaveLength(delivery.attempts);
  });

  test("never attempts a delivery whose webhook is not set", async ({ outboxes, webhook }) => {
    const leadId = await outboxes.saveContactLead({
      form: "exit-intent",
      deliveries: [
        { hook: "exit-intent", body: '{"lead":true}' },
        { hook: "audit", body: '{"report":true}' },
      ],
    });
    const outbox = outboxes.start({ "exit-intent": "/exit-intent" });
    expect(outbox.hooks).toEqual(["exit-intent"]);
    await waitUntil(async () => {
      const [exitIntent] = await outboxes.deliveriesOf(leadId);
      expect(exitIntent?.state).toBe("delivered");
    });
    await outbox.stop();

    expect(webhook.received.map((request) => [request.path, request.body])).toEqual([
      ["/exit-intent", '{"lead":true}'],
    ]);
    const [, audit] = await outboxes.deliveriesOf(leadId);
    expect(audit).toMatchObject({
      hook: "audit",
      state: "pending",
      attempts: 0,
      lastAttemptAt: null,
    });
  });
});
