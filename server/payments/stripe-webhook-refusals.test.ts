import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { AUDIT_PENCE, postEvent, sessionEvent, signature } from "../../tests/support/stripe-events";
import { rows, storedLeadId, webhook } from "../../tests/support/stripe-webhook-store";
import { MAX_STRIPE_EVENT_BYTES } from "./stripe-webhook";

/** What Stripe's webhook refuses, before it stores anything: an event it cannot trust or take. */
describeLeadStore("Stripe's webhook refusing an event", (t) => {
  let hook: ReturnType<typeof webhook>;
  beforeEach(() => {
    hook = webhook(t);
  });

  it("refuses a wrong signature with 400 and stores nothing", async () => {
    const leadId = await storedLeadId(t);
    const event = sessionEvent({ clientReferenceId: leadId });
    const wrongSecret = await postEvent(hook.app, event, { secret: "whsec_someone_else" });
    const noHeader = await postEvent(hook.app, event, { header: "" });
    const tampered = JSON.stringify(event);
    const altered = await postEvent(hook.app, tampered.replace(`${AUDIT_PENCE}`, "1"), {
      header: signature(tampered),
    });
    expect([wrongSecret.status, noHeader.status, altered.status]).toEqual([400, 400, 400]);
    expect(await rows(t, "payments")).toBe(0);
    expect(await rows(t, "stripe_events")).toBe(0);
  });

  it("refuses a signature older than the tolerance with 400 and stores nothing", async () => {
    const leadId = await storedLeadId(t);
    const event = sessionEvent({ clientReferenceId: leadId });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const response = await postEvent(hook.app, event, { timestamp: tenMinutesAgo });
    expect(response.status).toBe(400);
    expect(await rows(t, "payments")).toBe(0);
    expect(await rows(t, "stripe_events")).toBe(0);
  });

  it("refuses a 1 MB body with 413 before verifying or storing anything", async () => {
    const event = sessionEvent({ clientReferenceId: randomUUID() });
    const padded = { ...event, padding: "x".repeat(1024 * 1024) };
    expect(JSON.stringify(padded).length).toBeGreaterThan(MAX_STRIPE_EVENT_BYTES);
    const response = await postEvent(hook.app, padded);
    expect(response.status).toBe(413);
    expect(await rows(t, "payments")).toBe(0);
    expect(await rows(t, "stripe_events")).toBe(0);
  });
});

describeLeadStore("Stripe's webhook without STRIPE_WEBHOOK_SECRET", (t) => {
  describe("the path", () => {
    it("answers 404 and stores nothing", async () => {
      const { app } = webhook(t, {});
      const leadId = await storedLeadId(t);
      const response = await postEvent(app, sessionEvent({ clientReferenceId: leadId }));
      expect(response.status).toBe(404);
      expect(await rows(t, "payments")).toBe(0);
      expect(await rows(t, "stripe_events")).toBe(0);
    });
  });
});
