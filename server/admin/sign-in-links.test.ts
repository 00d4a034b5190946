import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import {
  ADMIN_PASSWORD,
  OWNER_ADDRESS,
  type AdminInstance,
  useAdminInstances,
} from "../../tests/support/admin-instance";
import { expectNothingWithin } from "../../tests/support/quiet-period";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";
import { SESSION_COOKIE } from "./admin-session";
import { DEVICE_COOKIE } from "./device-cookies";
import { LOGIN_ATTEMPTS_SITE_WIDE } from "./sign-in-limits";
import { SIGN_IN_LINK_EVERY_MS, SIGN_IN_LINK_TTL_MS } from "./sign-in-links";

const LINK = /https:\/\/leads\.example\/admin\/sign-in-link\?token=([\w-]{43})\n/;
const ON_ITS_WAY = "a sign-in link is on its way";
const REFUSED = "That sign-in link has expired or has been used already.";

/** The cookies a response sets, as a browser sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * The owner's way in from a new browser while the sign-in limits hold it: a one-time link emailed
 * through the outbox to the owner's address, on both engines, with the real SMTP receiver.
 */
describe.each(TEST_ENGINES)("a sign-in link ($kind)", (engine) => {
  const database = useTestDatabase(engine);
  const servers = useAdminInstances(database);
  const { lines } = servers;
  const instance = ({ ownerEmail = true, started = true } = {}) =>
    servers.instance({ ownerEmail, started });

  /** Presses "Email me a sign-in link"; the page's text. A typed address is not read. */
  async function askForLink(server: AdminInstance, address = "198.51.100.7") {
    const response = await server.post("/admin/sign-in-link", address, {
      email: "attacker@example.net",
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  const linkEmails = () =>
    servers.smtp.received.filter(
      (email) => email.mail.subject === "Your sign-in link for leads.example",
    );

  /** The token in the `n`th link email the owner has received (a lockout's may come first). */
  async function tokenInEmail(n = 1): Promise<string> {
    await expect.poll(() => linkEmails().length, { timeout: 10_000, interval: 20 }).toBe(n);
    const email = linkEmails()[n - 1];
    expect(email?.rcptTo).toEqual([OWNER_ADDRESS]);
    const token = LINK.exec(email?.mail.text ?? "")?.[1];
    if (!token) throw new Error(`no link in: ${email?.mail.text}`);
    return token;
  }

  /** Moves every request for a link back in time by `ms` and a minute more. */
  const ageRequests = (ms: number) =>
    database.db.query(
      "UPDATE owner_notices SET created_at = created_at - make_interval(secs => $1::float8)",
      [ms / 1000 + 60],
    );

  const useLink = (server: AdminInstance, token: string, address = "203.0.113.50") =>
    server.post("/admin/sign-in-link/use", address, { token });

  it("is emailed to the owner's address only, once per 5 minutes however many ask on two instances, and kept only as its digest", async () => {
    const [a, b] = [await instance(), await instance()];
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, n) => askForLink(n % 2 ? a : b, `10.3.0.${n}`)),
    );
    for (const page of pages) expect(page).toContain(ON_ITS_WAY);
    const token = await tokenInEmail();
    await expectNothingWithin(300, () => servers.smtp.received.slice(1), { what: "second email" });
    expect(lines.filter((line) => line.status === "sign-in-link-kept")).toHaveLength(1);

    // The store has the token's SHA-256 and nothing else that would rebuild it.
    const digest = createHash("sha256").update(token).digest("hex");
    expect(await database.db.query("SELECT token_hash FROM sign_in_links")).toEqual([
      { token_hash: digest },
    ]);
    for (const table of ["sign_in_links", "owner_notices", "deliveries"]) {
      const [row] = await database.db.query<{ holding: number }>(
        `SELECT count(*)::int AS holding FROM ${table} t WHERE t::text LIKE '%' || $1 || '%'`,
        [token],
      );
      expect(row?.holding, table).toBe(0);
    }

    // SIGN_IN_LINK_EVERY_MS on, the next request is emailed: a new link, the first one still good.
    await ageRequests(SIGN_IN_LINK_EVERY_MS);
    expect(await askForLink(a)).toContain(ON_ITS_WAY);
    expect(await tokenInEmail(2)).not.toBe(token);
    expect((await useLink(a, token)).status).toBe(303);
  }, 30_000);

  it("signs a new browser in during a site-wide lockout, once, and makes it a known browser", async () => {
    const server = await instance();
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_SITE_WIDE; attempt += 1) {
      expect((await server.guess(`10.1.0.${attempt % 20}`)).status).toBe(401);
    }
    // The owner on a new phone: the right password is refused, and the page offers the link.
    const locked = await server.guess("203.0.113.50", ADMIN_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("email yourself a sign-in link below");
    expect(await askForLink(server, "203.0.113.50")).toContain(ON_ITS_WAY);
    const token = await tokenInEmail();

    // Opening the link (as a mail scanner may) uses nothing: its page asks for a press.
    for (let open = 0; open < 2; open += 1) {
      const page = await server.app.request(`/admin/sign-in-link?token=${token}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`name="token" value="${token}"`);
    }
    const signedIn = await useLink(server, token);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/admin/leads");
    const cookies = cookiesOf(signedIn);
    expect(cookies).toContain(`${SESSION_COOKIE}=`);
    expect(cookies).toContain(`${DEVICE_COOKIE}=`);
    const leads = await server.app.request("/admin/leads", { headers: { Cookie: cookies } });
    expect(leads.status).toBe(200);

    // Once only, from anywhere.
    const again = await useLink(server, token, "198.51.100.99");
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(REFUSED);
    // The browser is known now: with the ceiling still held, its password gets in.
    const device = cookies.split("; ").find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect((await server.guess("203.0.113.50", ADMIN_PASSWORD, device)).status).toBe(303);
    expect((await server.guess("203.0.113.51", ADMIN_PASSWORD)).status).toBe(429);
  }, 30_000);

  it("expires 15 minutes after it was asked for, and one due after that is not sent", async () => {
    const server = await instance();
    await askForLink(server);
    const token = await tokenInEmail();
    await database.db.query("UPDATE sign_in_links SET expires_at = now() - interval '1 s'");
    const late = await useLink(server, token);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain(REFUSED);
    expect(await database.db.query("SELECT 1 FROM sign_in_links")).toEqual([]);

    // Asked for while the outbox was down, due after the link's time: failed, not sent.
    await database.db.query("TRUNCATE owner_notices CASCADE");
    const down = await instance({ started: false });
    await askForLink(down);
    await ageRequests(SIGN_IN_LINK_TTL_MS);
    down.outbox.start();
    const failed = () =>
      database.db.query<{ state: string; last_error: string }>(
        "SELECT state, last_error FROM deliveries WHERE hook = $1",
        [OWNER_NOTICE_EMAIL],
      );
    await expect
      .poll(async () => (await failed())[0]?.state, { timeout: 10_000, interval: 20 })
      .toBe("failed");
    expect((await failed())[0]?.last_error).toBe("sign-in link expired before it could be sent");
    expect(servers.smtp.received).toHaveLength(1);
  }, 30_000);

  it("answers the same without the owner's email, and keeps nothing", async () => {
    const withEmail = await askForLink(await instance());
    const withoutEmail = await askForLink(await instance({ ownerEmail: false }));
    expect(withoutEmail).toBe(withEmail);
    await database.db.query("TRUNCATE owner_notices CASCADE");
    await askForLink(await instance({ ownerEmail: false }));
    expect(await database.db.query("SELECT 1 FROM owner_notices")).toEqual([]);
  });

  it("refuses a made-up or malformed token", async () => {
    const server = await instance();
    const opened = await server.app.request("/admin/sign-in-link?token=not-a-token");
    expect(opened.status).toBe(400);
    expect(await opened.text()).toContain(REFUSED);
    for (const token of ["A".repeat(43), "", "x".repeat(4_000)]) {
      expect((await useLink(server, token)).status, token.slice(0, 8)).toBe(400);
    }
  });
});
