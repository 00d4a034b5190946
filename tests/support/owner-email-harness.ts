import { expect } from "vitest";
import { OWNER_EMAIL } from "../../server/delivery-channels";
import { createLeadApi } from "../../server/leads/lead-api";
import { createOutbox } from "../../server/leads/outbox";
import { createOwnerEmail, withOwnerEmailDelivery } from "../../server/leads/owner-email";
import { createLeadStore } from "../../server/store/lead-store";
import type { Database } from "../../server/store/sql";
import { startSmtpReceiver, type SmtpReceiver } from "./smtp-receiver";
import { testWithDatabase } from "./test-databases";

/**
 * The owner's email specs' fixtures, asked for by name from this `test`: `smtp`, a real SMTP
 * receiver (one per file, emptied for each test), and `ownerEmail`, a fresh store with a running
 * outbox that sends only the email, stopped after the test.
 */
const SITE = "https://www.example.co.uk";
export const ADMIN_URL = `${SITE}/admin/leads`;

function ownerEmailOn(db: Database, smtp: SmtpReceiver) {
  const store = createLeadStore(db);
  const logged: string[] = [];
  const outbox = createOutbox({
    store,
    webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
    email: createOwnerEmail({
      config: {
        smtpUrl: smtp.url(),
        to: ["owner@kestrel.test", "desk@kestrel.test"],
        from: "leads@kestrel.test",
      },
      // Generous: an attempt cut short after the server took the message is rightly sent again,
      // and on a busy machine a 1 s deadline did that (no spec here is about the deadline).
      timeoutMs: 10_000,
      adminUrl: ADMIN_URL,
      store,
    }),
    retryBaseMs: 20,
    timeoutMs: 1_000,
    log: (event, fields) => logged.push(JSON.stringify({ event, ...fields })),
  });
  outbox.start();
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
  return {
    store,
    outbox,
    logged,
    /** Posts a lead to the lead API, which must take it; its id. */
    async post(form: string, body: Record<string, unknown>): Promise<string> {
      const response = await api().request(`/api/leads/${form}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    emailDeliveries: () =>
      db.query<{
        lead_id: string;
        state: string;
        last_status: number | null;
        last_error: string | null;
      }>(
        "SELECT lead_id::text AS lead_id, state, last_status, last_error FROM deliveries WHERE hook = $1",
        [OWNER_EMAIL],
      ),
  };
}

export type OwnerEmailSite = ReturnType<typeof ownerEmailOn>;

export const test = testWithDatabase
  // eslint-disable-next-line no-empty-pattern -- vitest reads what a fixture needs from its first parameter
  .extend("smtpReceiver", { scope: "file" }, async ({}, { onCleanup }) => {
    const receiver = await startSmtpReceiver();
    onCleanup(() => receiver.close());
    return receiver;
  })
  .extend("smtp", ({ smtpReceiver }) => {
    smtpReceiver.received.length = 0;
    smtpReceiver.replies.length = 0;
    return smtpReceiver;
  })
  .extend("ownerEmail", ({ database, smtp }, { onCleanup }) => {
    const ownerEmail = ownerEmailOn(database, smtp);
    onCleanup(() => ownerEmail.outbox.stop());
    return ownerEmail;
  });

export async function until<T>(
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

export const CONTACT = {
  name: "Ada <b>Lovelace</b>",
  email: "ada@example.com",
  subject: "Engines & <script>alert(1)</script>",
  message: "Line one\nLine two <i>in italics</i> & more",
};
export const EXIT_INTENT = {
  firstName: "Rhys",
  lastName: "Evans",
  phone: "07700 900321",
  email: "rhys@example.com",
  preferredTime: "Afternoons",
  businessName: "Evans & Sons Heating",
  websiteUrl: "",
};
export const AUDIT = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "07700 900456",
};
