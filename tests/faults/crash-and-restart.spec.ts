import { expect, test } from "@playwright/test";
import { emailsAbout, startSmtpReceiver } from "../support/smtp-receiver";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import { deliveryLeaseMs } from "../../server/leads/outbox";
import {
  adminCookie,
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  startSite,
  type FormName,
  type Site,
} from "./support/site-process";

const PASSWORD = "fault-suite-admin-password";
let receiver: Receiver;

test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

async function sendOneOfEach(site: { post: (form: string, body: unknown) => Promise<Response> }) {
  const ids: { id: string; form: FormName }[] = [];
  for (const form of Object.keys(leads) as FormName[]) {
    const response = await site.post(form, leads[form](uniqueEmail(form)));
    expect(response.status).toBe(201);
    ids.push({ id: ((await response.json()) as { id: string }).id, form });
  }
  return ids;
}

/** The backlog is for the owner's monitor only: it sends HEALTHZ_TOKEN. */
const MONITOR_TOKEN = "fault-suite-monitor-token-0123456789";

async function backlog(site: Site): Promise<{ pending: number; failed: number }> {
  const response = await fetch(`${site.origin}/healthz`, {
    headers: { Authorization: `Bearer ${MONITOR_TOKEN}` },
  });
  return ((await response.json()) as { outbox: { pending: number; failed: number } }).outbox;
}

/**
 * On the embedded store alone: a SIGKILL there leaves what only that store has to get over (its
 * folder's lock held by a dead process, an engine stopped mid-write). What the restarted server
 * then sends is the outbox's leases and retries, the same SQL on both stores; PostgreSQL losing a
 * server's sessions mid-write is postgres-restart.spec.ts. The webhooks and the owner's emails
 * are pending side by side, as the outbox holds them alike: one lease waited out for both.
 */
test("deliveries pending when the server is killed (SIGKILL), webhooks and emails, go out after a restart, once", async () => {
  // A mail server that is down until the restart, as the webhooks fail until then.
  const down = await startSmtpReceiver();
  await down.close();
  const settings = {
    ...hooksAt(receiver.url),
    SMTP_URL: down.url(),
    LEAD_NOTIFY_TO: "owner@kestrel.test",
    LEAD_NOTIFY_FROM: "leads@kestrel.test",
    HEALTHZ_TOKEN: MONITOR_TOKEN,
    // Six deliveries at once after the restart, on a busy machine: an answer slower than the
    // suite's 2 s would be taken for a timeout and rightly sent again.
    LEAD_WEBHOOK_TIMEOUT_MS: "5000",
  };
  receiver.misbehave({ kind: "fail", status: 500 });
  const first = await startSite(settings);
  // A delivery the killed server had claimed stays leased to it until the lease runs out.
  const leaseMs = deliveryLeaseMs(Number(settings.LEAD_WEBHOOK_TIMEOUT_MS));
  const sent = await sendOneOfEach(first);
  await expect.poll(() => receiver.requests.length).toBeGreaterThan(4);
  expect(await first.kill("SIGKILL")).toBeNull();
  receiver.recover();
  const mail = await startSmtpReceiver(down.port);
  const second = await startSite({ ...settings, DATA_DIR: first.dataDir });
  try {
    for (const { id, form } of sent) {
      await expect
        .poll(() => receiver.delivered(id), { timeout: leaseMs + 10_000 })
        .toEqual(onceEach(HOOKS_OF[form]));
      await expect.poll(() => emailsAbout(mail, id), { timeout: leaseMs + 10_000 }).toBe(1);
    }
    // The receiver counts a request when it arrives; the server records it once the answer is
    // back. Nothing is left to send, so nothing more arrives.
    await expect.poll(async () => (await backlog(second)).pending).toBe(0);
    for (const { id, form } of sent) {
      expect(receiver.delivered(id)).toEqual(onceEach(HOOKS_OF[form]));
      expect(emailsAbout(mail, id)).toBe(1);
    }
  } finally {
    await second.kill("SIGTERM");
    await mail.close();
  }
});

/**
 * One stop and restart for two things a restart must keep: an attempt in flight when SIGTERM
 * comes, recorded and not sent again; and a lead whose form has no webhook yet, kept for the
 * owner and sent once the restarted server has one.
 */
test("SIGTERM lets an attempt in flight finish and record it, then exits 0; a lead whose webhook is unset is kept, shown to the owner, and sent once set", async () => {
  receiver.misbehave({ kind: "slow", ms: 1_200 });
  const settings = { ...hooksAt(receiver.url), LEAD_WEBHOOK_TIMEOUT_MS: "5000" };
  const first = await startSite({ ...settings, AUDIT_WEBHOOK_URL: "", ADMIN_PASSWORD: PASSWORD });
  const email = uniqueEmail("unset");
  const unset = await first.post("audit", leads.audit(email));
  expect(unset.status).toBe(201);
  const { id: audit } = (await unset.json()) as { id: string };
  const cookie = await adminCookie(first, PASSWORD);
  const page = await (await fetch(`${first.origin}/admin/leads`, { headers: { cookie } })).text();
  expect(page).toContain(email);
  expect(page).toContain("AUDIT_WEBHOOK_URL is not set");

  const response = await first.post("contact", leads.contact(uniqueEmail("sigterm")));
  const { id } = (await response.json()) as { id: string };
  await expect.poll(() => receiver.requests.filter((r) => r.idempotencyKey === id).length).toBe(1);
  const stopping = first.kill("SIGTERM");
  await expect.poll(() => first.output()).toContain('"status":"stopping"');
  // While stopping it takes no more leads.
  const late = await first.post("audit", leads.audit(uniqueEmail("late"))).catch(() => null);
  expect(late === null || late.status === 503).toBe(true);
  expect(await stopping).toBe(0);
  expect(receiver.delivered(id)).toEqual({ "/contact": 1 });
  expect(receiver.delivered(audit)).toEqual({});

  const second = await startSite({ ...settings, DATA_DIR: first.dataDir });
  try {
    await expect.poll(() => receiver.delivered(audit)).toEqual({ "/audit": 1 });
    // The restarted server must not send the recorded attempt again: give its outbox time to try.
    await expectNothingWithin(800, () =>
      receiver.requests.filter((r) => r.idempotencyKey === id).slice(1),
    );
    expect(receiver.requests.filter((r) => r.idempotencyKey === id)).toHaveLength(1);
  } finally {
    await second.kill("SIGTERM");
  }
});

test("retries end in failed after the window; Retry now delivers it once the hook is fixed", async () => {
  receiver.misbehave({ kind: "fail", status: 500 });
  // A 1 ms unit makes the 24-hour window 8.6 s.
  const site = await startSite({
    ...hooksAt(receiver.url),
    LEAD_RETRY_BASE_MS: "1",
    ADMIN_PASSWORD: PASSWORD,
    HEALTHZ_TOKEN: MONITOR_TOKEN,
  });
  try {
    const response = await site.post("contact", leads.contact(uniqueEmail("gives-up")));
    const { id } = (await response.json()) as { id: string };
    await expect.poll(async () => (await backlog(site)).failed, { timeout: 30_000 }).toBe(1);
    const attempts = receiver.requests.filter((r) => r.idempotencyKey === id).length;
    expect(attempts).toBeGreaterThan(3);
    const cookie = await adminCookie(site, PASSWORD);
    const page = await (await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })).text();
    expect(page).toContain("Failed");
    expect(page).toMatch(/last:\s+HTTP 500/);
    const action = /action="(\/admin\/deliveries\/\d+\/retry)"/.exec(page)?.[1];
    expect(action).toBeTruthy();
    receiver.recover();
    const retried = await fetch(`${site.origin}${action}`, {
      method: "POST",
      headers: { cookie, Origin: site.origin },
      redirect: "manual",
    });
    expect(retried.status).toBe(303);
    await expect.poll(() => receiver.delivered(id)).toEqual({ "/contact": 1 });
    const seen = receiver.requests.length;
    await expectNothingWithin(300, () =>
      receiver.requests.slice(seen).filter((r) => r.idempotencyKey === id),
    );
    expect(receiver.delivered(id)).toEqual({ "/contact": 1 });
  } finally {
    await site.kill("SIGTERM");
  }
});
