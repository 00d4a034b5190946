/**
 * The owner against someone guessing the password from many addresses, on two real servers
 * sharing one PostgreSQL: the site-wide ceiling holds every unknown browser, the owner's known
 * browser (its device cookie) still gets in, and the lockout is logged and emailed to the owner
 * once, through the outbox: kept while the mail server is down, sent after a restart, retried
 * when the mail server first refuses it.
 */
import { expect, test } from "@playwright/test";
import { expectNothingWithin } from "../support/quiet-period";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { PENDING_RETRY_TIMEOUT_MS } from "./support/delivered-and-pending";
import { createDatabase, query } from "./support/postgres";
import { startSite, type Site } from "./support/site-process";

const PASSWORD = "fault-suite-admin-password";
const ADDRESSES = 10;
const NOTICE_DELIVERIES =
  "SELECT state, attempts, last_status FROM deliveries WHERE hook = 'owner-email-notice'";

function signIn(site: Site, password: string, headers: Record<string, string> = {}) {
  return fetch(`${site.origin}/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.origin,
      ...headers,
    },
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
}

/** A cookie's `name=value`, as the browser sends it back. */
function cookieNamed(response: Response, name: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie;
}

/** Every log line of the servers that holds `text`. */
const linesWith = (sites: Site[], text: string) =>
  sites.flatMap((site) => site.output().split("\n")).filter((line) => line.includes(text));

test("ten addresses fill the sign-in ceiling on two instances; the owner's known browser still gets in, and is emailed once", async () => {
  // The owner's mail server is down when the guessing starts.
  const stopped = await startSmtpReceiver();
  const port = stopped.port;
  await stopped.close();
  const database = await createDatabase();
  const settings = {
    DATABASE_URL: database.url,
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://kestrel:lockout-secret@127.0.0.1:${port}`,
    LEAD_NOTIFY_TO: "owner@kestrel.test",
    LEAD_NOTIFY_FROM: "leads@kestrel.test",
  };
  const sites: Site[] = await Promise.all([startSite(settings), startSite(settings)]);
  const running = [...sites];
  let mail: SmtpReceiver | undefined;
  try {
    const [a, b] = sites as [Site, Site];
    // The owner signed in from this browser last week: it keeps its device cookie.
    const earlier = await signIn(a, PASSWORD, { "X-Forwarded-For": "192.0.2.10" });
    expect(earlier.status).toBe(303);
    const device = cookieNamed(earlier, "kestrel_device");

    // Ten addresses guess, on both instances, until the site-wide ceiling refuses them.
    const started = Date.now();
    let refused = 0;
    let guesses = 0;
    while (refused < ADDRESSES) {
      const status = (
        await signIn(guesses % 2 ? a : b, `guess ${guesses}`, {
          "X-Forwarded-For": `198.51.100.${guesses % ADDRESSES}`,
        })
      ).status;
      guesses += 1;
      if (status === 429) refused += 1;
      else expect(status).toBe(401);
      expect(guesses).toBeLessThan(200);
    }
    expect(Date.now() - started).toBeLessThan(60_000);

    // A browser the site has never seen, with the right password, is held by the ceiling.
    const unknown = await signIn(b, PASSWORD, { "X-Forwarded-For": "203.0.113.20" });
    expect(unknown.status).toBe(429);
    expect(unknown.headers.getSetCookie()).toEqual([]);

    // The owner's browser, even from one of the guessing addresses, gets in and is served.
    const known = await signIn(b, PASSWORD, {
      "X-Forwarded-For": "198.51.100.3",
      Cookie: device,
    });
    expect(known.status).toBe(303);
    const session = cookieNamed(known, "kestrel_admin");
    const leads = await fetch(`${a.origin}/admin/leads`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(leads.status).toBe(200);

    // One notice kept for the episode, however many refusals on two instances; its email is
    // tried and waits, the mail server being down.
    expect(await query(database.url, "SELECT kind FROM owner_notices")).toEqual([
      { kind: "sign-in-lockout" },
    ]);
    const notice = () => query<{ attempts: number }>(database.url, NOTICE_DELIVERIES);
    await expect.poll(async () => (await notice())[0]?.attempts).toBeGreaterThan(0);
    expect(await notice()).toEqual([
      expect.objectContaining({ state: "pending", last_status: null }),
    ]);

    // Both servers stop; the mail server comes back, refusing its first message for now; both
    // servers start again and send the kept email, once.
    await Promise.all(running.map((site) => site.kill("SIGTERM")));
    mail = await startSmtpReceiver(port);
    mail.replies.push({ step: "data", code: 451, message: "4.3.0 Try again later" });
    running.splice(0, 2, ...(await Promise.all([startSite(settings), startSite(settings)])));
    sites.push(...running);
    await expect
      // The kept email waits out its backoff step, then the mail server's refusal and another.
      .poll(() => mail?.received.length, { timeout: 2 * PENDING_RETRY_TIMEOUT_MS })
      .toBe(1);
    expect(mail.received[0]?.rcptTo).toEqual(["owner@kestrel.test"]);
    expect(mail.received[0]?.mail.subject).toContain("locked");
    expect(mail.received[0]?.mail.text).toContain("site-wide ceiling");
    expect(linesWith(sites, '"outcome":"retrying"').join("\n")).toContain('"status":451');

    // Further refusals in the same episode, on either instance, email nobody again.
    for (const site of running) {
      const again = await signIn(site, "one more guess", { "X-Forwarded-For": "198.51.100.1" });
      expect(again.status).toBe(429);
    }
    await expectNothingWithin(1_500, () => mail?.received.slice(1) ?? [], { what: "email" });
    expect(await notice()).toEqual([
      expect.objectContaining({ state: "delivered", last_status: 250 }),
    ]);
    expect(
      linesWith(sites, '"sign-in-locked"').filter((l) => l.includes("site-wide")),
    ).toHaveLength(1);
  } finally {
    await Promise.all(running.map((site) => site.kill("SIGTERM")));
    await mail?.close();
    await database.drop();
  }
});
