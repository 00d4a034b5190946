import { describe, expect } from "vitest";
import { OWNER_NOTICE_EMAIL, OWNER_PAID_EMAIL } from "../delivery-channels";
import {
  ADMIN_URL,
  AUDIT,
  test,
  until,
  type OwnerEmailSite,
} from "../../tests/support/owner-email-harness";
import type { SmtpReceiver } from "../../tests/support/smtp-receiver";
import {
  AUDIT_PENCE,
  postEvent,
  refundEvent,
  sessionEvent,
} from "../../tests/support/stripe-events";
import { testStripeWebhook } from "../../tests/support/stripe-webhook-store";
import { expectNothingWithin } from "../../tests/support/quiet-period";

/**
 * The owner's "Paid" email: one more outbox delivery, over real SMTP, sent once per payment; and
 * the email about a refund.
 */
/** An audit lead whose first email has gone, and the webhook, planning the owner's emails. */
async function auditLeadEmailed(ownerEmail: OwnerEmailSite, smtp: SmtpReceiver) {
  const id = await ownerEmail.post("audit", AUDIT);
  await until(() => (smtp.received.length === 1 ? true : undefined));
  const webhook = testStripeWebhook({
    store: () => ownerEmail.store,
    paidEmailHook: OWNER_PAID_EMAIL,
    noticeEmailHook: OWNER_NOTICE_EMAIL,
    onNotify: () => ownerEmail.outbox.wake(),
  });
  return { id, webhook };
}

describe("the owner's Paid email", () => {
  test("says Paid with the amount, once, however often Stripe sends the event", async ({
    ownerEmail,
    smtp,
  }) => {
    const { id, webhook } = await auditLeadEmailed(ownerEmail, smtp);
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

  test("tells the owner of a refund, once, with the amount refunded", async ({
    ownerEmail,
    smtp,
  }) => {
    const { id, webhook } = await auditLeadEmailed(ownerEmail, smtp);
    const paid = sessionEvent({ clientReferenceId: id });
    await postEvent(webhook, paid);
    const refund = refundEvent(paid.data.object.payment_intent, AUDIT_PENCE);
    expect((await postEvent(webhook, refund)).status).toBe(200);
    expect((await postEvent(webhook, refund)).status).toBe(200);
    const refundEmails = () =>
      smtp.received.filter((received) => received.mail.subject?.includes("refunded"));
    const email = await until(() => refundEmails()[0]);
    await expectNothingWithin(300, () => refundEmails().slice(1), { what: "second refund email" });
    expect(email.mail.subject).toBe("www.example.co.uk: £99.00 refunded");
    expect(email.mail.text).toContain(
      `£99.00 of a £99.00 payment (${paid.data.object.payment_intent})`,
    );
    // It names the payment, not the person.
    expect(email.mail.text).not.toContain("Grace");
  });
});
