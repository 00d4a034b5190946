import { describe, expect, it } from "vitest";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import {
  ADMIN_SITE,
  OWNER_ADDRESS,
  type AdminInstance,
  useAdminInstances,
} from "../../tests/support/admin-instance";
import { TEST_ENGINES, useTestDatabase } from "../../tests/support/test-databases";
import { LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_SITE_WIDE } from "./sign-in-limits";
import { expectNothingWithin } from "../../tests/support/quiet-period";

/**
 * The owner's email about a sign-in lockout, on both engines: kept in the store before the 429 is
 * answered, then sent by the outbox like a lead's email, once per episode however many instances
 * refuse at once, and retried when the mail server fails.
 */
describe.each(TEST_ENGINES)("a sign-in lockout ($kind)", (engine) => {
  const database = useTestDatabase(engine);
  const servers = useAdminInstances(database);
  const { lines, instance } = servers;

  /** One address's guesses up to its limit: the next one is refused. */
  async function reachLimit(server: AdminInstance, address: string) {
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await server.guess(address)).status).toBe(401);
    }
  }

  const notices = () =>
    database.db.query<{ kind: string; details: unknown }>(
      "SELECT kind, details FROM owner_notices",
    );
  const noticeDeliveries = () =>
    database.db.query<{ state: string; attempts: number; last_status: number | null }>(
      "SELECT state, attempts, last_status FROM deliveries WHERE hook = $1",
      [OWNER_NOTICE_EMAIL],
    );

  const until = (check: () => boolean | Promise<boolean>) =>
    expect.poll(check, { timeout: 10_000, interval: 20 }).toBe(true);

  it("refused by two instances at once, is kept once and reaches the owner once, retried after the mail server's first failure", async () => {
    servers.smtp.replies.push({ step: "data", code: 451, message: "4.3.0 Try again later" });
    const [a, b] = [await instance(), await instance()];
    a.outbox.start();
    b.outbox.start();
    await reachLimit(a, "10.9.0.1");
    const refused = await Promise.all(
      Array.from({ length: 10 }, (_, n) => (n % 2 ? a : b).guess("10.9.0.1")),
    );
    expect(refused.map((response) => response.status)).toEqual(Array(10).fill(429));

    // Kept before any 429 was answered: one notice and its email's delivery.
    expect(await notices()).toEqual([{ kind: "sign-in-lockout", details: { lockout: "address" } }]);
    await until(() => lines.some((line) => line.outcome === "delivered"));
    expect(await noticeDeliveries()).toEqual([
      { state: "delivered", attempts: 2, last_status: 250 },
    ]);
    expect(lines.filter((line) => line.status === "sign-in-locked")).toHaveLength(1);
    expect(lines.filter((line) => line.status === "lockout-notice-kept")).toHaveLength(1);
    expect(
      lines
        .filter((line) => line.event === "delivery")
        .map(({ hook, outcome, status }) => ({ hook, outcome, status })),
    ).toEqual([
      { hook: OWNER_NOTICE_EMAIL, outcome: "retrying", status: 451 },
      { hook: OWNER_NOTICE_EMAIL, outcome: "delivered", status: 250 },
    ]);

    // Neither instance sends it again.
    await expectNothingWithin(300, () => servers.smtp.received.slice(1), { what: "second email" });
    expect(servers.smtp.received).toHaveLength(1);
    const [email] = servers.smtp.received;
    expect(email?.rcptTo).toEqual([OWNER_ADDRESS]);
    expect(email?.mail.subject).toBe(
      "Sign-in to leads.example locked: someone is guessing the password",
    );
    expect(email?.mail.text).toContain("one address locked that address out");
    expect(email?.mail.text).toContain(`${ADMIN_SITE}/admin/login`);
    expect(email?.mail.text).toContain("npm run admin:unlock");
    expect(email?.mail.text).toContain('"Email me a sign-in link"');
    expect(email?.mail.messageId).toMatch(/^<notice-\d+@leads\.example>$/);
  }, 30_000);

  it("is sent by the next outbox to start when none ran, and told again only in the next episode", async () => {
    const down = await instance();
    // Twenty addresses, five guesses each: no address reaches its own limit, the ceiling does.
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_SITE_WIDE; attempt += 1) {
      expect((await down.guess(`10.1.0.${attempt % 20}`)).status).toBe(401);
    }
    // Then one address reaches its own limit too: two lockouts, each logged, one email.
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS + 3; attempt += 1) {
      expect((await down.guess("10.2.0.1")).status).toBe(429);
    }
    expect(
      lines.filter((line) => line.status === "sign-in-locked").map((line) => line.lockout),
    ).toEqual(["site-wide", "address"]);
    expect(await noticeDeliveries()).toEqual([
      { state: "pending", attempts: 0, last_status: null },
    ]);
    expect(servers.smtp.received).toEqual([]);

    // Another instance starts (or this one restarts): it sends what was kept.
    const next = await instance();
    next.outbox.start();
    await until(() => servers.smtp.received.length === 1);
    expect(servers.smtp.received[0]?.mail.text).toContain(
      "many addresses reached the site-wide ceiling",
    );
    expect((await next.guess("10.2.0.1")).status).toBe(429);
    await expectNothingWithin(200, () => servers.smtp.received.slice(1), { what: "second email" });
    expect(servers.smtp.received).toHaveLength(1);

    // Fifteen minutes on, a refusal is a new episode: the owner hears again.
    await database.db.query("UPDATE owner_notices SET created_at = created_at - interval '16 min'");
    expect((await next.guess("10.2.0.1")).status).toBe(429);
    await until(() => servers.smtp.received.length === 2);
    expect(await notices()).toHaveLength(2);
  }, 30_000);
});
