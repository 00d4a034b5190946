import { describe, expect } from "vitest";
import { redactSmtpSecrets, withOwnerEmailDelivery } from "./owner-email";
import { AUDIT, CONTACT, test, until } from "../../tests/support/owner-email-harness";

describe("the owner's email", () => {
  test("retries a 451 and a 421, and fails a 550 at once with the SMTP answer", async ({
    ownerEmail,
    smtp,
  }) => {
    smtp.replies.push(
      { step: "connect", code: 421, message: "4.7.0 Too busy" },
      { step: "data", code: 451, message: "4.3.0 Try again later" },
    );
    await ownerEmail.post("audit", AUDIT);
    await until(async () =>
      (await ownerEmail.emailDeliveries())[0]?.state === "delivered" ? true : undefined,
    );
    expect(smtp.replies).toEqual([]);
    expect(smtp.sessions).toBeGreaterThanOrEqual(2);
    expect(smtp.received).toHaveLength(1);

    smtp.replies.push({ step: "rcpt", code: 550, message: "5.1.1 No such mailbox here" });
    const failedId = await ownerEmail.post("contact", CONTACT);
    const failed = await until(async () =>
      (await ownerEmail.emailDeliveries()).find(
        (row) => row.lead_id === failedId && row.state === "failed",
      ),
    );
    expect(failed.last_status).toBe(550);
    expect(failed.last_error).toMatch(/^SMTP 550 5\.1\.1 No such mailbox here/);
    expect(smtp.received).toHaveLength(1);
  });

  test("lets no field add a header, even one stored without the form's checks", async ({
    ownerEmail,
    smtp,
  }) => {
    // The API's schemas refuse line breaks; this lead goes straight into the store to prove the
    // email does not depend on them.
    await withOwnerEmailDelivery(ownerEmail.store).saveLead(
      {
        form: "contact",
        fields: {
          name: "Eve\r\nBcc: thief@evil.test\r\nX-Injected: yes",
          email: "eve@example.com\r\nBcc: thief@evil.test",
          subject: "Hello\nTo: thief@evil.test",
          message: "Body",
        },
        spam: false,
        deliveries: [],
        rateBucket: "test",
      },
      0,
    );
    ownerEmail.outbox.wake();
    await until(() => smtp.received[0]);
    const [{ mail, rcptTo, raw }] = smtp.received as [(typeof smtp.received)[number]];
    expect(rcptTo).toEqual(["owner@kestrel.test", "desk@kestrel.test"]);
    expect(mail.subject).toBe("New contact enquiry: Eve Bcc: thief@evil.test X-Injected: yes");
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.headers.has("x-injected")).toBe(false);
    // Not a valid address, so no Reply-To rather than a forged one.
    expect(mail.replyTo).toBeUndefined();
    const [headers = ""] = raw.split("\r\n\r\n");
    expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    // In the text too, a one-line field stays on its line.
    expect(mail.text).toContain("Name: Eve Bcc: thief@evil.test X-Injected: yes\n");
  });

  test("takes the SMTP credentials out of every error it records", () => {
    const url = "smtps://apikey:p%40ss%2Fword@mail.example.com:465";
    expect(redactSmtpSecrets(`Invalid login for apikey with p@ss/word at ${url}`, url)).toBe(
      "Invalid login for [redacted] with [redacted] at [redacted]",
    );
  });
});
