import { describe, expect } from "vitest";
import { OWNER_EMAIL } from "../delivery-channels";
import { deliveryLeaseMs } from "./outbox";
import { emailAttemptDeadlineMs } from "./email-cutoff";
import { createOwnerEmail } from "./owner-email";
import { closedAfterEach } from "../../tests/support/closed-after-each";
import { test, waitUntil, type Outboxes } from "../../tests/support/outbox-harness";
import { startSmtpReceiver, type SmtpReceiver } from "../../tests/support/smtp-receiver";
import { startDrippingSmtp, startSilentSmtp, type SlowSmtp } from "../../tests/support/slow-smtp";

const EMAIL_CONFIG = { to: ["owner@kestrel.test"], from: "leads@kestrel.test" };
const ADMIN_URL = "https://www.example.co.uk/admin/leads";
const started = closedAfterEach();

/** A lead with a contact webhook and the owner's email, as the lead API stores one. */
const saveLeadWithEmail = (outboxes: Outboxes) =>
  outboxes.saveContactLead({
    deliveries: [
      { hook: "contact", body: "{}" },
      { hook: OWNER_EMAIL, body: "" },
    ],
  });

/**
 * The owner's email through `smtpUrl` with 5 s timeouts but a 2 s deadline, and the claim of a
 * new lead's email: room for a busy machine to finish a whole exchange with a quick server.
 */
async function emailAndClaim(outboxes: Outboxes, smtpUrl: string) {
  const email = createOwnerEmail({
    config: { ...EMAIL_CONFIG, smtpUrl },
    timeoutMs: 5_000,
    deadlineMs: 2_000,
    adminUrl: ADMIN_URL,
    store: outboxes.store,
  });
  const leadId = await saveLeadWithEmail(outboxes);
  const [claim] = await outboxes.store.claimDue([OWNER_EMAIL], {
    limit: 1,
    leaseMs: 60_000,
    retryWindowMs: 60_000,
  });
  if (claim?.leadId !== leadId) throw new Error("the lead's email was not claimed");
  return { email, claim };
}

describe("the owner's email beside the webhooks", { timeout: 30_000 }, () => {
  test("ends every attempt well inside its lease", () => {
    for (const timeoutMs of [100, 1_000, 2_000, 10_000, 60_000]) {
      expect(emailAttemptDeadlineMs(timeoutMs)).toBeGreaterThanOrEqual(timeoutMs);
      expect(emailAttemptDeadlineMs(timeoutMs)).toBeLessThan(deliveryLeaseMs(timeoutMs, 0));
    }
  });

  test("cuts off an attempt on a server that drips its answers before the message, then sends once", async ({
    outboxes,
  }) => {
    const smtp: SmtpReceiver = await started(startSmtpReceiver());
    // 60 ms a byte: the greeting comes within the 5 s timeouts and no wait on the socket ever
    // reaches them, but the answer to EHLO alone takes seconds.
    const drip = await started(startDrippingSmtp(smtp.port, 60));
    const { email, claim } = await emailAndClaim(outboxes, drip.url());
    try {
      const startedAt = Date.now();
      const outcome = await email.send(claim);
      // Ended by the cut-off itself (the message was not sent by 1.5 s of the 2 s), not by any of
      // nodemailer's timeouts.
      expect(outcome).toEqual({
        ok: false,
        status: null,
        error: "SMTP timeout: no complete answer in time",
      });
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
      expect(Date.now() - startedAt).toBeLessThan(2_500);
      // Its connection is closed, not left dripping in the pool.
      await waitUntil(() => expect(drip.open).toBe(0));
      expect(smtp.received).toHaveLength(0);

      drip.byteMs = 0;
      const again = await email.send(claim);
      expect(again, JSON.stringify(again)).toMatchObject({ ok: true, status: 250 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      email.close();
    }
  });

  test("an attempt that fails left no email at the mail server, though it answers the message late", async ({
    outboxes,
  }) => {
    const smtp = await started(startSmtpReceiver());
    // Its first greeting comes after the message's last moment (1.5 s of the 2 s deadline), and it
    // takes each message at once but answers it a while later: together more than the deadline.
    smtp.replies.push({ step: "connect", delayMs: 1_700 }, { step: "data", delayMs: 1_200 });
    const { email, claim } = await emailAndClaim(outboxes, smtp.url());
    try {
      // Cut off before the message went: the outbox's "not sent" is what the mail server has.
      expect(await email.send(claim)).toMatchObject({ ok: false });
      expect(smtp.received).toHaveLength(0);
      // Sent at once this time: its late answer is waited for.
      expect(await email.send(claim)).toMatchObject({ ok: true, status: 250 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      email.close();
    }
  });

  test("keeps the webhooks' slots free while every email waits on a silent mail server", async ({
    outboxes,
    webhook,
  }) => {
    const silent: SlowSmtp = await started(startSilentSmtp());
    const email = createOwnerEmail({
      config: { ...EMAIL_CONFIG, smtpUrl: silent.url() },
      // Long enough that any webhook queued behind an email would be seconds late.
      timeoutMs: 10_000,
      adminUrl: ADMIN_URL,
      store: outboxes.store,
    });
    expect(email.concurrency).toBe(2);
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) ids.push(await saveLeadWithEmail(outboxes));
    const startedAt = Date.now();
    outboxes.start({ contact: "/contact" }, { email, timeoutMs: 10_000 });
    await waitUntil(() => expect(webhook.received).toHaveLength(12), 3_000);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    // The email took no more attempts than it has connections.
    await waitUntil(() => expect(silent.open).toBe(2));
    expect(silent.mostOpen).toBe(2);
    const emails = await Promise.all(
      ids.map(async (id) =>
        (await outboxes.deliveriesOf(id)).find(({ hook }) => hook === OWNER_EMAIL),
      ),
    );
    expect(emails.filter((delivery) => delivery?.attempts === 1)).toHaveLength(2);
    expect(emails.filter((delivery) => delivery?.attempts === 0)).toHaveLength(10);
  });
});
