/**
 * A restart that refuses nothing (docs/decisions/0013-restart-handover.md), as a process manager
 * without socket activation does it: a second `npm run serve` on the same port and data while the
 * first runs, then SIGTERM to the first. Visitors reading pages and the health check, and a burst
 * of leads, carry on throughout: no request is refused or reset, and every lead that got 201 is
 * delivered once to each hook, by whichever server holds the store by then. On both stores.
 */
import { expect, test } from "@playwright/test";
import { freePort } from "../../scripts/test-postgres/free-port";
import { startReceiver } from "../support/webhook-receiver";
import { sendLeads } from "./support/lead-burst";
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

/** Leads taken by the new server once it has the store, before the burst stops. */
const LEADS_AFTER = 20;

for (const store of ["embedded", "PostgreSQL"] as const) {
  test(`${store} store: a second npm run serve takes over on SIGTERM, refusing nothing and losing no lead`, async () => {
    test.setTimeout(240_000);
    const receiver = await startReceiver();
    const database = store === "PostgreSQL" ? await createDatabase() : null;
    const settings = {
      ...hooksAt(receiver.url),
      PORT: String(await freePort()),
      DATA_DIR: database ? freshDataDir() : storedDataDir(),
      ...(database && { DATABASE_URL: database.url }),
    };
    const sites: Site[] = [];
    try {
      const first = await startSite(settings, { launcher: "npm run serve" });
      sites.push(first);
      const visitors = pollPages([first.origin], ["/", "/contact/", "/healthz"], 10);
      const burst = sendLeads(first.origin);

      // The second joins the first's socket and serves the pages at once; it says it waits.
      const second = await startSite(settings, { launcher: "npm run serve", waitForStore: false });
      sites.push(second);
      expect(second.origin).toBe(first.origin);
      expect(second.output()).toContain(`from the server in process`);

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
      const ids = answers.map(({ id }) => id as string);
      const expected = onceEach(HOOKS_OF.contact);
      await expect
        .poll(
          () =>
            ids.filter((id) => JSON.stringify(receiver.delivered(id)) !== JSON.stringify(expected)),
          {
            timeout: 60_000,
          },
        )
        .toEqual([]);
      expect(second.process.exitCode).toBeNull();
    } finally {
      await Promise.all(sites.map((site) => site.kill("SIGTERM")));
      await receiver.close();
      await database?.drop();
    }
  });
}
