// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../app/config/lead-api";
import { OWNER_EMAIL } from "../config";
import { createLeadStore, type LeadStore } from "../store/lead-store";
import { openTestEmbedded, useTestDatabase } from "../../tests/support/test-databases";
import { startSmtpReceiver, type SmtpReceiver } from "../../tests/support/smtp-receiver";
import { createLeadApi } from "./lead-api";
import { createOutbox, type Outbox } from "./outbox";
import { createOwnerEmail, redactSmtpSecrets, withOwnerEmailDelivery } from "./owner-email";

const SITE = "https://www.example.co.uk";
const ADMIN_URL = `${SITE}/admin/leads`;
const database = useTestDatabase({ kind: "embedded", open: openTestEmbedded });
let smtp: SmtpReceiver;
let store: LeadStore;
let outbox: Outbox;
let logged: string[];

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

beforeEach(() => {
  smtp.received.length = 0;
  smtp.replies.length = 0;
  logged = [];
  store = createLeadStore(database.db);
  outbox = createOutbox({
    store,
    webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
    email: createOwnerEmail({
      config: {
        smtpUrl: smtp.url(),
        to: ["owner@kestrel.test", "desk@kestrel.test"],
        from: "leads@kestrel.test",
      },
      timeoutMs: 1_000,
      adminUrl: ADMIN_URL,
      store,
    }),
    retryBaseMs: 20,
    timeoutMs: 1_000,
    log: (event, fields) => logged.push(JSON.stringify({ event, ...fields })),
  });
  outbox.start();
});
afterEach(() => outbox.stop());

const api = () =>
  createLeadApi({
    store: () => withOwnerEmailDelivery(store),
    accepting: () => true,
    onStored: () => outbox.wake(),
    onStoreError: () => undefined,
    rateLimit: 0,
    siteOrigin: SITE,
    trustProxy: false,
    log: () => undefined,
  });

async function post(form: string, body: Record<string, string>): Promise<string> {
  const response = await api().request(`/api/leads/${form}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function emailDeliveries() {
  return database.db.query<{
    lead_id: string;
    state: string;
    last_status: number | null;
    last_error: string | null;
  }>(
    "SELECT lead_id::text AS lead_id, state, last_status, last_error FROM deliveries WHERE hook = $1",
    [OWNER_EMAIL],
  );
}

async function until<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 5_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const CONTACT = {
  name: "Ada <b>Lovelace</b>",
  email: "ada@example.com",
  subject: "Engines & <script>alert(1)</script>",
  message: "Line one\nLine two <i>in italics</i> & more",
};
const EXIT_INTENT = {
  firstName: "Rhys",
  lastName: "Evans",
  phone: "07700 900321",
  email: "rhys@example.com",
  preferredTime: "Afternoons",
  businessName: "Evans & Sons Heating",
  websiteUrl: "",
};
const AUDIT = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "07700 900456",
};

describe("the owner's email", () => {
  it("sends every form's lead once, with its subject, fields, escaped HTML, Reply-To and link", async () => {
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
    for (const { form, body } of cases) ids.push(await post(form, body));
    await until(async () =>
      (await emailDeliveries()).every((row) => row.state === "delivered") ? true : undefined,
    );
    // Nothing more arrives later: each lead is emailed once.
    await new Promise((resolve) => setTimeout(resolve, 200));
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
    expect(logged.join("\n")).not.toContain("s3cret-pass");
  });

  it("is sent by one instance only when several share the store", async () => {
    const others = Array.from({ length: 2 }, () =>
      createOutbox({
        store,
        webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
        email: createOwnerEmail({
          config: { smtpUrl: smtp.url(), to: ["owner@kestrel.test"], from: "leads@kestrel.test" },
          timeoutMs: 1_000,
          adminUrl: ADMIN_URL,
          store,
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
        ids.push(await post("audit", { ...AUDIT, email: `grace${n}@example.com` }));
        for (const other of others) other.wake();
      }
      await until(async () => {
        const rows = await emailDeliveries();
        return rows.length === 6 && rows.every((row) => row.state === "delivered")
          ? true
          : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = smtp.received.map(({ mail }) => mail.messageId);
      expect(sent.toSorted()).toEqual(ids.map((id) => `<${id}.lead@www.example.co.uk>`).toSorted());
    } finally {
      await Promise.all(others.map((other) => other.stop()));
    }
  });

  it("never emails spam", async () => {
    await post("contact", { ...CONTACT, [HONEYPOT_FIELD]: "bot" });
    await post("audit", AUDIT);
    await until(async () =>
      (await emailDeliveries()).some((row) => row.state === "delivered") ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.map(({ mail }) => mail.subject)).toEqual([
      "New £99 audit request: Grace Hopper",
    ]);
    expect(await emailDeliveries()).toHaveLength(1);
  });

  it("retries a 451 and a 421, and fails a 550 at once with the SMTP answer", async () => {
    smtp.replies.push(
      { step: "connect", code: 421, message: "4.7.0 Too busy" },
      { step: "data", code: 451, message: "4.3.0 Try again later" },
    );
    await post("audit", AUDIT);
    await until(async () =>
      (await emailDeliveries())[0]?.state === "delivered" ? true : undefined,
    );
    expect(smtp.replies).toEqual([]);
    expect(smtp.sessions).toBeGreaterThanOrEqual(2);
    expect(smtp.received).toHaveLength(1);

    smtp.replies.push({ step: "rcpt", code: 550, message: "5.1.1 No such mailbox here" });
    const failedId = await post("contact", CONTACT);
    const failed = await until(async () =>
      (await emailDeliveries()).find((row) => row.lead_id === failedId && row.state === "failed"),
    );
    expect(failed.last_status).toBe(550);
    expect(failed.last_error).toMatch(/^SMTP 550 5\.1\.1 No such mailbox here/);
    expect(smtp.received).toHaveLength(1);
  });

  it("lets no field add a header, even one stored without the form's checks", async () => {
    // The API's schemas refuse line breaks; this lead goes straight into the store to prove the
    // email does not depend on them.
    await withOwnerEmailDelivery(store).saveLead(
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
    outbox.wake();
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

  it("takes the SMTP credentials out of every error it records", () => {
    const url = "smtps://apikey:p%40ss%2Fword@mail.example.com:465";
    expect(redactSmtpSecrets(`Invalid login for apikey with p@ss/word at ${url}`, url)).toBe(
      "Invalid login for [redacted] with [redacted] at [redacted]",
    );
  });
});
