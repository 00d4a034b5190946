/**
 * A restart that refuses nothing (docs/decisions/0013-restart-handover.md), as a process manager
 * without socket activation does it: a second `npm run serve` on the same port and data while the
 * first runs, then SIGTERM to the first. Visitors reading pages, and a burst of leads, carry on
 * throughout: no request is refused or reset, and every lead that got 201 is delivered once to
 * each hook, by whichever server holds the store by then. On both stores, and behind Debian's
 * nginx, where a refused connection would be a 502.
 *
 * The kernel must move the connections queued at the old server when it stops listening to the
 * new one (deploy/kestrel-site.sysctl.conf, which .ci/run applies); without that, a busy machine
 * resets the few the old server had not yet accepted, and so would these tests, now and then.
 */
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/test-postgres/free-port";
import { connectionMigrationWarning } from "../../server/handover";
import { startReceiver } from "../support/webhook-receiver";
import { sendLeads } from "./support/lead-burst";
import { findNginx, nginxFolder, NO_NGINX } from "./support/nginx";
import { pollPages } from "./support/page-pollers";
import { createDatabase } from "./support/postgres";
import {
  freshDataDir,
  HOOKS_OF,
  hooksAt,
  onceEach,
  startSite,
  storedDataDir,
  type Site,
} from "./support/site-process";

// The server's own check of the setting, whose warning says how to set it.
const migrationWarning = connectionMigrationWarning();
test.skip(migrationWarning !== undefined, migrationWarning);

/** Leads taken by the new server once it has the store, before the burst stops. */
const LEADS_AFTER = 20;

/**
 * The restart under load, of servers started with `settings`; the visitors go to `origin` (the
 * server's own port, or a proxy in front of it).
 */
async function restartUnderLoad(settings: Record<string, string>, origin: string) {
  const receiver = await startReceiver();
  const sites: Site[] = [];
  try {
    const all = { ...settings, ...hooksAt(receiver.url) };
    const first = await startSite(all, { launcher: "npm run serve" });
    sites.push(first);
    // Pages, not /healthz: right after the new server opens the embedded store, its write probe
    // queues behind the deliveries that waited, and on a busy machine can miss its 2 s deadline.
    const visitors = pollPages([origin], ["/", "/contact/"], 10);
    const burst = sendLeads(origin);

    // The second joins the first's socket and serves the pages at once; it says it waits.
    const second = await startSite(all, { launcher: "npm run serve", waitForStore: false });
    sites.push(second);
    expect(second.origin).toBe(first.origin);
    expect(second.output()).toContain(`from the server in process`);
    expect(second.output()).not.toContain("tcp_migrate_req");

    expect(await first.kill("SIGTERM"), first.output()).toBe(0);
    expect(first.output()).toContain('"status":"handing-over"');
    await expect.poll(() => second.output(), { timeout: 60_000 }).toContain("Site ready");
    const before = burst.answers.length;
    await expect
      .poll(() => burst.answers.length, { timeout: 60_000 })
      .toBeGreaterThan(before + LEADS_AFTER);

    const [pages, answers] = await Promise.all([visitors.stop(), burst.stop()]);
    expect(pages.failures).toEqual([]);
    expect(pages.requests).toBeGreaterThan(30);
    expect(answers.filter(({ status }) => status !== 201)).toEqual([]);

    // No lead lost: each one stored is delivered, once to each hook, by the second server.
    const expected = JSON.stringify(onceEach(HOOKS_OF.contact));
    const undelivered = () =>
      answers.filter(({ id }) => JSON.stringify(receiver.delivered(id as string)) !== expected);
    await expect.poll(undelivered, { timeout: 60_000 }).toEqual([]);
    expect(second.process.exitCode).toBeNull();
  } finally {
    await Promise.all(sites.map((site) => site.kill("SIGTERM")));
    await receiver.close();
  }
}

test("embedded store: a second npm run serve takes over on SIGTERM, refusing nothing and losing no lead", async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  await restartUnderLoad(
    { PORT: String(port), DATA_DIR: storedDataDir() },
    `http://127.0.0.1:${port}`,
  );
});

test("PostgreSQL: a second npm run serve takes over on SIGTERM, refusing nothing and losing no lead", async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const database = await createDatabase();
  try {
    await restartUnderLoad(
      { PORT: String(port), DATA_DIR: freshDataDir(), DATABASE_URL: database.url },
      `http://127.0.0.1:${port}`,
    );
  } finally {
    await database.drop();
  }
});

test("behind nginx: the same restart on the embedded store, and not one 502", async () => {
  const nginx = findNginx();
  test.skip(!nginx, NO_NGINX);
  test.setTimeout(240_000);
  const port = await freePort();
  // The bootstrap recipe: plain HTTP, with the same proxy block as deploy/nginx.conf's HTTPS one
  // (a client that trusts the test's certificate is not something fetch can be told here).
  const proxy = await (await nginxFolder(nginx as string, port)).start("nginx-bootstrap.conf");
  try {
    await restartUnderLoad(
      { PORT: String(port), DATA_DIR: storedDataDir() },
      `http://127.0.0.1:${proxy.httpPort}`,
    );
  } finally {
    await proxy.stop();
  }
});
