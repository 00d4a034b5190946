// @vitest-environment node
import { describe, expect } from "vitest";
import { OWNER_PAID_EMAIL } from "../delivery-channels";
import { ADMIN_URL, AUDIT, test, until } from "../../tests/support/owner-email-harness";
import { postEvent, sessionEvent, TEST_STRIPE_SECRET } from "../../tests/support/stripe-events";
import { createStripeWebhook } from "./stripe-webhook";
import { expectNothingWithin } from "../../tests/support/quiet-period";

/** The owner's "Paid" email: one more outbox delivery, over real SMTP, sent once per payment. */
describe("the owner's Paid email", () => {
  test("says Paid with the amount, once, however often Stripe sends the event", async ({
    ownerEmail,
    smtp,
  }) => {
    const id = await ownerEmail.post("audit", AUDIT);
    await until(() => (smtp.received.length === 1 ? true : undefined));
    const webhook = createStripeWebhook({
      secret: TEST_STRIPE_SECRET,
      store: () => ownerEmail.store,
      paidEmailHook: OWNER_PAID_EMAIL,
      onNotify: () => ownerEmail.outbox.wake(),
      log: () => undefined,
    });
    const event = sessionEvent({ clientReferenceId: id });
    expect((await postEvent(webhook, event)).status).toBe(200);
    expect((await postEvent(webhook, event)).status).toBe(200);
    const paid = await until(() =>
      smtp.received.find((email) => email.mail.subject?.startsWith("Paid")),
    );
    await expectNothingWithin(300, () => smtp.received.slice(2), { what: "second Paid email" });
    expect(smtp.received).toHaveLength(2);
    expect(paid.mail.subject).toBe("Paid £99.00: £99 audit request from Grace Hopper");
    expect(paid.mail.text).toMatch(
      new RegExp(
        `^Paid £99\\.00 on \\w+day, .* \\(London time\\), Stripe Checkout Session ${event.data.object.id}\\.`,
      ),
    );
    expect(paid.mail.text).toContain(`${ADMIN_URL}#lead-${id}`);
    // Its own id, so a mail client does not fold it into the lead's first email.
    expect(paid.mail.messageId).toBe(`<${id}.paid@www.example.co.uk>`);
  });
});
