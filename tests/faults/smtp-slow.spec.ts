import { expect, test } from "@playwright/test";
import { expectNothingWithin } from "../support/quiet-period";
import { startDrippingSmtp, startSilentSmtp } from "../support/slow-smtp";
import { emailsAbout, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { uniqueEmail } from "../support/unique-email";
import { isDelivery, startReceiver, type Receiver } from "../support/webhook-receiver";
import type { FormName, Site } from "./support/site-process";
import * as sites from "./support/site-process";

const { HOOKS_OF, hooksAt, leads, onceEach, startSite } = sites;

/**
 * A mail server that is slow rather than down (one that never greets, one that drips its answers
 * a byte at a time) holds up no webhook: each is delivered in its usual time during a burst of
 * leads. Once the mail server is right again, every lead is emailed exactly once, although
 * attempts were cut off meanwhile. LEAD_WEBHOOK_TIMEOUT_MS is 2 s here, so an email attempt
 * that has not sent its message after 3 s is cut off, and one that has waits for the answer until
 * 4 s (server/leads/email-cutoff.ts).
 */
const FORMS = Object.keys(leads) as FormName[];
const BURST = 24;
/** A webhook on loopback answers at once: this is plenty, and far less than a mail timeout. */
const WEBHOOK_USUAL_MS = 1_500;
let receiver: Receiver;

test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

const emailSettings = (url: string) => ({
  SMTP_URL: url,
  LEAD_NOTIFY_TO: "owner@kestrel.test",
  LEAD_NOTIFY_FROM: "leads@kestrel.test",
});

type Lead = Awaited<ReturnType<typeof postLead>>;

async function postLead(site: Site, form: FormName) {
  const at = Date.now();
  const response = await site.post(form, leads[form](uniqueEmail(`slow-smtp-${form}`)));
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, form, at };
}

/** Each of the lead's form's webhooks got it once. */
async function expectDeliveredOnce({ id, form }: Lead) {
  await expect
    .poll(() => receiver.delivered(id), { timeout: 10_000 })
    .toEqual(onceEach(HOOKS_OF[form]));
}

/**
 * Posts a burst of leads of every form, each timed. A lead of each form goes first, untimed, with
 * its webhooks awaited: a server's first leads take several times the usual (400-600 ms on a quiet
 * machine, its code and connections still cold), and on CI, beside another fault's servers, one
 * took 1.5 s. What is timed is then the webhooks while the email's attempts are stuck.
 */
async function burst(site: Site) {
  const warmUp = [];
  for (const form of FORMS) {
    const lead = await postLead(site, form);
    await expectDeliveredOnce(lead);
    warmUp.push(lead);
  }
  const timed = [];
  for (let index = 0; index < BURST; index += 1) {
    timed.push(await postLead(site, FORMS[index % FORMS.length] as FormName));
  }
  return { timed, all: [...warmUp, ...timed] };
}

/** Every lead's webhooks were delivered once, each within the usual time of its post. */
async function expectWebhooksOnTime(sent: Lead[]) {
  for (const lead of sent) await expectDeliveredOnce(lead);
  for (const { id, at } of sent) {
    const first = receiver.requests.find(
      (request) => request.idempotencyKey === id && isDelivery(request),
    );
    expect(first && first.at - at, `webhook of lead ${id}`).toBeLessThan(WEBHOOK_USUAL_MS);
  }
}

async function expectEmailedOnce(mail: SmtpReceiver, sent: { id: string }[]) {
  for (const { id } of sent) {
    await expect.poll(() => emailsAbout(mail, id), { timeout: 30_000 }).toBe(1);
  }
  const seen = mail.received.length;
  await expectNothingWithin(1_000, () => mail.received.slice(seen));
  for (const { id } of sent) expect(emailsAbout(mail, id)).toBe(1);
}

test("a mail server that never greets holds up no webhook, and each lead is emailed once after", async () => {
  const silent = await startSilentSmtp();
  const port = silent.port;
  const site = await startSite({ ...hooksAt(receiver.url), ...emailSettings(silent.url()) });
  try {
    const { timed, all } = await burst(site);
    await expectWebhooksOnTime(timed);
    // The email takes no more at once than its two SMTP connections.
    expect(silent.mostOpen).toBeLessThanOrEqual(2);
    await silent.close();
    const smtp = await startSmtpReceiver(port);
    try {
      await expectEmailedOnce(smtp, all);
    } finally {
      await smtp.close();
    }
  } finally {
    await site.kill("SIGTERM");
  }
});

test("a mail server that drips its answers holds up no webhook, and each lead is emailed once", async () => {
  const smtp = await startSmtpReceiver();
  // 40 ms a byte: the greeting comes within the 2 s greeting timeout and no wait on the socket
  // trips the idle one, but the greeting and the EHLO answer alone outlast the 3 s an attempt
  // has to send its message, so every attempt is cut off before the message is sent.
  const drip = await startDrippingSmtp(smtp.port, 40);
  const site = await startSite({ ...hooksAt(receiver.url), ...emailSettings(drip.url()) });
  try {
    const { timed, all } = await burst(site);
    await expectWebhooksOnTime(timed);
    expect(drip.mostOpen).toBeLessThanOrEqual(2);
    // Attempts were cut off and tried again meanwhile, and none got an email through.
    await expect.poll(() => drip.connections, { timeout: 15_000 }).toBeGreaterThan(2);
    expect(smtp.received).toHaveLength(0);
    drip.byteMs = 0;
    await expectEmailedOnce(smtp, all);
  } finally {
    await site.kill("SIGTERM");
    await drip.close();
    await smtp.close();
  }
});
