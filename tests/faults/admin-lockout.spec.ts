/**
 * The owner against someone guessing the password from many addresses, on the real server: the
 * site-wide ceiling holds every unknown browser, the owner's known browser (its device cookie)
 * still gets in, and the lockout is logged and emailed to the owner once.
 */
import { expect, test } from "@playwright/test";
import { startSmtpReceiver } from "../support/smtp-receiver";
import { startSite, type Site } from "./support/site-process";

const PASSWORD = "fault-suite-admin-password";
const ADDRESSES = 10;

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

test("ten addresses fill the sign-in ceiling; the owner's known browser still gets in", async () => {
  const mail = await startSmtpReceiver();
  const site = await startSite({
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: "1",
    SMTP_URL: mail.url("kestrel:lockout-secret"),
    LEAD_NOTIFY_TO: "owner@kestrel.test",
    LEAD_NOTIFY_FROM: "leads@kestrel.test",
  });
  try {
    // The owner signed in from this browser last week: it keeps its device cookie.
    const earlier = await signIn(site, PASSWORD, { "X-Forwarded-For": "192.0.2.10" });
    expect(earlier.status).toBe(303);
    const device = cookieNamed(earlier, "kestrel_device");

    // Ten addresses guess until the site-wide ceiling refuses them.
    const started = Date.now();
    let refused = 0;
    let guesses = 0;
    while (refused < ADDRESSES) {
      const status = (
        await signIn(site, `guess ${guesses}`, {
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
    const unknown = await signIn(site, PASSWORD, { "X-Forwarded-For": "203.0.113.20" });
    expect(unknown.status).toBe(429);
    expect(unknown.headers.getSetCookie()).toEqual([]);

    // The owner's browser, even from one of the guessing addresses, gets in and is served.
    const known = await signIn(site, PASSWORD, {
      "X-Forwarded-For": "198.51.100.3",
      Cookie: device,
    });
    expect(known.status).toBe(303);
    const session = cookieNamed(known, "kestrel_admin");
    const leads = await fetch(`${site.origin}/admin/leads`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(leads.status).toBe(200);

    // One log line per lockout, and one email to the owner for the episode.
    await expect.poll(() => mail.received.length, { timeout: 20_000 }).toBe(1);
    const lines = site
      .output()
      .split("\n")
      .filter((line) => line.includes('"sign-in-locked"'));
    expect(lines.filter((line) => line.includes('"site-wide"'))).toHaveLength(1);
    expect(mail.received[0]?.rcptTo).toEqual(["owner@kestrel.test"]);
    expect(mail.received[0]?.mail.subject).toContain("locked");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mail.received).toHaveLength(1);
  } finally {
    await site.kill("SIGTERM");
    await mail.close();
  }
});
