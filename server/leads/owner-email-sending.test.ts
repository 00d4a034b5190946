import { describe, expect } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { createOutbox } from "./outbox";
import { createOwnerEmail } from "./owner-email";
import {
  ADMIN_URL,
  AUDIT,
  CONTACT,
  EXIT_INTENT,
  test,
  until,
} from "../../tests/support/owner-email-harness";
import { expectNothingWithin } from "../../tests/support/quiet-period";

describe("the owner's email", () => {
  test("sends every form's lead once, with its subject, fields, escaped HTML, Reply-To and link", async ({
    ownerEmail,
    smtp,
  }) => {
    const cases = [
      {
        form: "contact",
        body: CONTACT,
        subject: "New contact enquiry: Ada <b>Lovelace</b>",
        text: [
          "Subject: Engines & <script>alert(1)</script>",
          "Line one\nLine two <i>in italics</i> & more",
        ],
        reply: "ada@example.com",
      },
      {
        form: "exit-intent",
        body: EXIT_INTENT,
        subject: "New report request from the exit popup: Rhys Evans",
        text: [
          "Business: Evans & Sons Heating",
          "Preferred time: Afternoons",
          "Phone: +447700900321",
        ],
        reply: "rhys@example.com",
      },
      {
        form: "audit",
        body: AUDIT,
        subject: "New £99 audit request: Grace Hopper",
        text: ["Phone: +447700900456", "Email: grace@example.com"],
        reply: "grace@example.com",
      },
    ];
    const ids: string[] = [];
    for (const { form, body } of cases) ids.push(await ownerEmail.post(form, body));
    await until(async () =>
      (await ownerEmail.emailDeliveries()).every((row) => row.state === "delivered")
        ? true
        : undefined,
    );
    // Nothing more arrives later: each lead is emailed once.
    await expectNothingWithin(200, () => smtp.received.slice(cases.length), {
      what: "further email",
    });
    expect(smtp.received).toHaveLength(cases.length);
    for (const [index, { subject, text, reply }] of cases.entries()) {
      const id = ids[index] ?? "";
      const email = smtp.received.find((received) => received.mail.subject === subject);
      if (!email) throw new Error(`no email with the subject ${subject}`);
      const { mail, rcptTo, mailFrom } = email;
      expect(rcptTo).toEqual(["owner@kestrel.test", "desk@kestrel.test"]);
      expect(mailFrom).toBe("leads@kestrel.test");
      expect(mail.replyTo?.value).toEqual([{ address: reply, name: expect.any(String) }]);
      expect(mail.messageId).toBe(`<${id}.lead@www.example.co.uk>`);
      for (const line of text) expect(mail.text).toContain(line);
      expect(mail.text).toContain(`Lead id: ${id}`);
      expect(mail.text).toContain(`${ADMIN_URL}#lead-${id}`);
      expect(mail.text).toMatch(
        /received \w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(London time\)/,
      );
      expect(mail.html).toContain(`href="${ADMIN_URL}#lead-${id}"`);
      expect(mail.html).not.toMatch(/<(script|b|i)>/);
    }
    const contact = smtp.received.find((received) =>
      received.mail.subject?.startsWith("New contact"),
    );
    expect(contact?.mail.html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(contact?.mail.html).toContain("Engines &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
    // Signed in with the URL's user; the password never reaches a log line.
    expect(contact?.user).toBe("kestrel");
    expect(ownerEmail.logged.join("\n")).not.toContain("s3cret-pass");
  });

  test("is sent by one instance only when several share the store", async ({
    ownerEmail,
    smtp,
  }) => {
    const others = Array.from({ length: 2 }, () =>
      createOutbox({
        store: ownerEmail.store,
        webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
        email: createOwnerEmail({
          config: { smtpUrl: smtp.url(), to: ["owner@kestrel.test"], from: "leads@kestrel.test" },
          timeoutMs: 1_000,
          adminUrl: ADMIN_URL,
          store: ownerEmail.store,
        }),
        retryBaseMs: 20,
        timeoutMs: 1_000,
        log: () => undefined,
      }),
    );
    for (const other of others) other.start();
    try {
      const ids: string[] = [];
      for (let n = 0; n < 6; n += 1) {
        ids.push(await ownerEmail.post("audit", { ...AUDIT, email: `grace${n}@example.com` }));
        for (const other of others) other.wake();
      }
      await until(async () => {
        const rows = await ownerEmail.emailDeliveries();
        return rows.length === 6 && rows.every((row) => row.state === "delivered")
          ? true
          : undefined;
      });
      await expectNothingWithin(200, () => smtp.received.slice(ids.length), {
        what: "further email",
      });
      const sent = smtp.received.map(({ mail }) => mail.messageId);
      expect(sent.toSorted()).toEqual(ids.map((id) => `<${id}.lead@www.example.co.uk>`).toSorted());
    } finally {
      await Promise.all(others.map((other) => other.stop()));
    }
  });

  test("never emails spam", async ({ ownerEmail, smtp }) => {
    await ownerEmail.post("contact", { ...CONTACT, [HONEYPOT_FIELD]: "bot" });
    await ownerEmail.post("audit", AUDIT);
    await until(async () =>
      (await ownerEmail.emailDeliveries()).some((row) => row.state === "delivered")
        ? true
        : undefined,
    );
    await expectNothingWithin(200, () => smtp.received.slice(1), { what: "email of the spam" });
    expect(smtp.received.map(({ mail }) => mail.subject)).toEqual([
      "New £99 audit request: Grace Hopper",
    ]);
    expect(await ownerEmail.emailDeliveries()).toHaveLength(1);
  });

  test("says where the lead came from: the page, the campaign and the ad click", async ({
    ownerEmail,
    smtp,
  }) => {
    const id = await ownerEmail.post("audit", {
      ...AUDIT,
      attribution: {
        page: "/free-google-visibilty-audit-for-gas-eningeers",
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "gas-audit",
        gclid: "TeSt123",
        unknown: "dropped",
      },
    });
    const email = await until(() =>
      smtp.received.find((received) => received.mail.text?.includes(`Lead id: ${id}`)),
    );
    for (const line of [
      "Sent from page: /free-google-visibilty-audit-for-gas-eningeers",
      "Campaign source: google",
      "Campaign medium: cpc",
      "Campaign: gas-audit",
      "Google Ads click id (gclid): TeSt123",
    ]) {
      expect(email.mail.text).toContain(line);
    }
    expect(email.mail.html).toContain("gas-audit");
    expect(email.mail.text).not.toContain("dropped");
  });
});
