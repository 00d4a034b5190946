import { expect, test } from "@playwright/test";
import { OWNER_EMAIL } from "../../server/delivery-channels";
import { expectNothingWithin } from "../support/quiet-period";
import {
  emailsAbout,
  startSmtpReceiver,
  type SmtpReceiver,
  type SmtpReply,
} from "../support/smtp-receiver";
import { uniqueEmail } from "../support/unique-email";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import type { FormName, Site } from "./support/site-process";
import * as sites from "./support/site-process";

const { adminCookie, HOOKS_OF, hooksAt, leads, onceEach, startSite } = sites;

/**
 * The owner's email under every kind of mail-server failure: the visitor's lead is stored at
 * once (201), each lead is emailed exactly once when the server recovers, a 550 is shown failed
 * until "Retry now", and the webhooks carry on whatever the mail server does. Emails pending when
 * the server is killed are crash-and-restart.spec.ts's, with the webhooks pending beside them:
 * one lease to wait out, not two.
 */
const PASSWORD = "smtp-fault-suite-password";
const FORMS = Object.keys(leads) as FormName[];
let smtp: SmtpReceiver;
let receiver: Receiver;
let site: Site;

function emailSettings(mail: SmtpReceiver) {
  return {
    SMTP_URL: mail.url("kestrel:smtp-fault-secret"),
    LEAD_NOTIFY_TO: "owner@kestrel.test",
    LEAD_NOTIFY_FROM: "leads@kestrel.test",
  };
}

test.beforeAll(async () => {
  smtp = await startSmtpReceiver();
  receiver = await startReceiver();
  site = await startSite({
    ...hooksAt(receiver.url),
    ...emailSettings(smtp),
    ADMIN_PASSWORD: PASSWORD,
  });
});

test.afterAll(async () => {
  await site.kill("SIGTERM");
  await receiver.close();
  await smtp.close();
});

async function sendOneOfEach(target: Site) {
  const sent: { id: string; form: FormName }[] = [];
  for (const form of FORMS) {
    const response = await target.post(form, leads[form](uniqueEmail(`smtp-${form}`)));
    expect(response.status).toBe(201);
    sent.push({ id: ((await response.json()) as { id: string }).id, form });
  }
  return sent;
}

/** The outcomes of the attempts at lead `id`'s email that `target` has logged, in order. */
const emailAttempts = (target: Site, id: string) =>
  target
    .output()
    .split("\n")
    // The last piece is empty, or a line still being written.
    .slice(0, -1)
    .filter((line) => line.startsWith("{"))
    .map(
      (line) =>
        JSON.parse(line) as { event?: string; lead?: string; hook?: string; outcome?: string },
    )
    .filter((line) => line.event === "delivery" && line.lead === id && line.hook === OWNER_EMAIL)
    .map((line) => line.outcome);

/** Each lead arrives once, and nothing more comes after. */
async function expectEmailedOnce(mail: SmtpReceiver, sent: { id: string }[], timeout = 20_000) {
  for (const { id } of sent) {
    await expect.poll(() => emailsAbout(mail, id), { timeout }).toBe(1);
  }
  const seen = mail.received.length;
  await expectNothingWithin(500, () => mail.received.slice(seen));
  for (const { id } of sent) expect(emailsAbout(mail, id)).toBe(1);
}

const SCRIPTED: { name: string; replies: SmtpReply[] }[] = [
  {
    name: "answers 421 at the greeting twice",
    replies: [
      { step: "connect", code: 421, message: "4.7.0 Too busy, try later" },
      { step: "connect", code: 421, message: "4.7.0 Too busy, try later" },
    ],
  },
  {
    name: "answers 451 to the message, then 451 to the recipient",
    replies: [
      { step: "data", code: 451, message: "4.3.0 Local problem, try later" },
      { step: "rcpt", code: 451, message: "4.3.0 Greylisted, try later" },
    ],
  },
  {
    name: "hangs past the timeout, at the greeting and after the message",
    replies: [
      { step: "connect", hang: true },
      { step: "data", hang: true },
    ],
  },
];

for (const { name, replies } of SCRIPTED) {
  test(`a mail server that ${name} gets each lead exactly once`, async () => {
    // The site keeps connections open: a fault at the greeting needs a new one.
    smtp.dropConnections();
    smtp.replies.push(...replies);
    const sent = await sendOneOfEach(site);
    await expectEmailedOnce(smtp, sent);
    expect(smtp.replies).toEqual([]);
  });
}

test("a mail server that refuses connections, then listens again, gets each lead exactly once", async () => {
  const port = smtp.port;
  await smtp.close();
  const sent = await sendOneOfEach(site);
  // Webhooks are not held up by the mail server.
  for (const { id, form } of sent) {
    await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
  }
  // Every email has been tried, and refused, before the mail server listens again.
  await expect
    .poll(() => sent.every(({ id }) => emailAttempts(site, id).includes("retrying")))
    .toBe(true);
  smtp = await startSmtpReceiver(port);
  await expectEmailedOnce(smtp, sent);
});

test("a 550 for the recipient is failed at once, shown with the answer, and sent by Retry now", async () => {
  smtp.replies.push({ step: "rcpt", code: 550, message: "5.1.1 Mailbox unavailable" });
  // One lead alone, so the 550 is its answer.
  const response = await site.post("contact", leads.contact(uniqueEmail("smtp-550")));
  const lead = (await response.json()) as { id: string };
  const cookie = await adminCookie(site, PASSWORD);
  const page = async () =>
    (await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })).text();
  const row = async () =>
    new RegExp(`<tr id="lead-${lead.id}">[\\s\\S]*?</tr>`).exec(await page())?.[0] ?? "";
  await expect.poll(row).toMatch(/email to you<\/strong>:\s*<span class="failed">Failed<\/span>/);
  const failedRow = await row();
  expect(failedRow).toMatch(/last:\s+SMTP 550 5\.1\.1 Mailbox unavailable/);
  expect(failedRow).not.toContain("smtp-fault-secret");
  // Failed after one attempt: a 5xx is not tried again by itself.
  await expect.poll(() => emailAttempts(site, lead.id)).toEqual(["failed"]);
  await expectNothingWithin(500, () => emailAttempts(site, lead.id).slice(1), {
    what: "second attempt",
  });
  expect(emailsAbout(smtp, lead.id)).toBe(0);
  const action = /email to you<\/strong>[\s\S]*?action="(\/admin\/deliveries\/\d+\/retry)"/.exec(
    failedRow,
  )?.[1];
  expect(action).toBeTruthy();
  const retried = await fetch(`${site.origin}${action}`, {
    method: "POST",
    headers: { cookie, Origin: site.origin },
    redirect: "manual",
  });
  expect(retried.status).toBe(303);
  await expectEmailedOnce(smtp, [lead]);
  await expect.poll(row).toMatch(/email to you<\/strong>:\s*<span class="delivered">Delivered/);
});

test("webhooks are unaffected by a mail server that hangs", async () => {
  // Every message hangs until the mail server is put right.
  smtp.replies.push(
    ...Array.from({ length: 500 }, () => ({ step: "rcpt" as const, hang: true as const })),
  );

  const sent = await sendOneOfEach(site);
  for (const { id, form } of sent) {
    await expect.poll(() => receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
  }
  for (const { id } of sent) expect(emailsAbout(smtp, id)).toBe(0);
  smtp.replies.length = 0;
  await expectEmailedOnce(smtp, sent);
});
