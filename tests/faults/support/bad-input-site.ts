import { test } from "@playwright/test";
import { csvRows } from "../../support/lead-contract";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";
import { adminCookie, hooksAt, startSite, type Site } from "./site-process";

/**
 * The site the lead-api-* specs attack: its own webhook receiver and a signed-in owner, started
 * once per file. Exported as live bindings so each test reads the servers of its own file.
 */
export const PASSWORD = "fault-suite-admin-password";
export let receiver: Receiver;
export let site: Site;
export let cookie: string;

export function serveSiteWithReceiver() {
  test.beforeAll(async () => {
    receiver = await startReceiver();
    site = await startSite({ ...hooksAt(receiver.url), ADMIN_PASSWORD: PASSWORD });
    cookie = await adminCookie(site, PASSWORD);
  });
  test.afterAll(async () => {
    await site.kill("SIGTERM");
    await receiver.close();
  });
}

/** How many leads the owner's CSV lists. */
export const stored = async () =>
  csvRows(await (await fetch(`${site.origin}/admin/leads.csv`, { headers: { cookie } })).text())
    .length;
