// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  answerOtherwise,
  CONTACT_BODY,
  database,
  deliveriesOf,
  deliveryEvents,
  deliveryOf,
  received,
  saveContactLead,
  scriptReplies,
  startOutbox,
  waitUntil,
} from "../../tests/support/outbox-harness";

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
    scriptReplies([{ status: 500 }]);
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
    scriptReplies([{ status: 302, headers: { Location: "/elsewhere" } }]);
    const leadId = await saveContactLead();
    startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("delivered"));
    expect(received.map((request) => request.path)).toEqual(["/contact", "/contact"]);
  });

  it("fails a 410 Gone at once, as the webhook is gone for good", async () => {
    scriptReplies([{ status: 410 }]);
    const leadId = await saveContactLead();
    const outbox = startOutbox();
    await waitUntil(async () => expect((await deliveryOf(leadId)).state).toBe("failed"));
    await outbox.stop();

    expect(received).toHaveLength(1);
    expect(await deliveryOf(leadId)).toMatchObject({ attempts: 1, lastStatus: 410 });
    expect(deliveryEvents().map((entry) => [entry.attempt, entry.outcome, entry.error])).toEqual([
      [1, "failed", "HTTP 410"],
    ]);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    scriptReplies([{ status: 429, headers: { "Retry-After": "1" } }]);
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
    scriptReplies([{ status: 200, delayMs: 2_000 }]);
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
    answerOtherwise({ status: 500 });
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
});
