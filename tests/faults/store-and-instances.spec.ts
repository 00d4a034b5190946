import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../lead-forms/messages";
import { expect, test } from "@playwright/test";
import { createDatabase, query } from "./support/postgres";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { expectNothingWithin } from "../support/quiet-period";
import {
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  startSite,
  type FormName,
} from "./support/site-process";
import { startTcpProxy } from "./support/tcp-proxy";

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

/** A fresh database the server reaches only through a proxy the test can cut. */
async function databaseBehindProxy() {
  const database = await createDatabase();
  const proxy = await startTcpProxy(Number(new URL(database.url).port));
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  return { database, proxy, viaProxy: viaProxy.toString() };
}

test("with the store unreachable the API and /healthz answer 503, the visitor sees the failure and keeps every value, and nothing is half-written", async ({
  page,
}) => {
  const { database, proxy, viaProxy } = await databaseBehindProxy();
  const site = await startSite({ ...hooksAt(receiver.url), DATABASE_URL: viaProxy });
  try {
    await page.goto(`${site.url}contact`);
    await page.locator("html[data-islands]").waitFor({ state: "attached" });
    const form = page.getByRole("form", { name: "Contact form" });
    const email = uniqueEmail("store-down");
    await form.getByLabel("Name").fill("Siân O'Neill");
    // The first touch starts the form's island; the send below is the script's, not a native post.
    await page.locator('[data-island="contact-form"][data-island-state="ready"]').waitFor();
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill("Missed calls after 5pm");
    await form.getByLabel("Message").fill("We lose jobs when nobody answers the phone.");

    await proxy.cut();
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(503);
    const refused = page.waitForResponse((response) => response.url().includes("/api/leads/"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await refused).status()).toBe(503);
    await expect(page.locator("[data-toast]").getByText(CONTACT_FAILURE)).toBeVisible({
      timeout: 20_000,
    });
    await expect(form.getByLabel("Name")).toHaveValue("Siân O'Neill");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Subject")).toHaveValue("Missed calls after 5pm");
    await expect(form.getByLabel("Message")).toHaveValue(
      "We lose jobs when nobody answers the phone.",
    );

    await proxy.restore();
    await expect.poll(async () => (await fetch(`${site.origin}/healthz`)).status).toBe(200);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-toast]").getByText(CONTACT_SUCCESS)).toBeVisible();
    const rows = await query<{ leads: number; orphans: number }>(
      database.url,
      `SELECT (SELECT count(*)::int FROM leads) AS leads,
              (SELECT count(*)::int FROM leads l WHERE NOT spam
                 AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = l.id)) AS orphans`,
    );
    expect(rows[0]).toEqual({ leads: 1, orphans: 0 });
    await expect.poll(() => receiver.requests.filter((r) => r.status === 201).length).toBe(1);
  } finally {
    await site.kill("SIGTERM");
    await proxy.close();
    await database.drop();
  }
});

test("a server started while PostgreSQL is down serves pages and takes leads once it is back", async () => {
  const { database, proxy, viaProxy } = await databaseBehindProxy();
  await proxy.cut();
  const site = await startSite(
    { ...hooksAt(receiver.url), DATABASE_URL: viaProxy },
    { waitForStore: false },
  );
  try {
    expect((await fetch(site.url)).status).toBe(200);
    expect((await site.post("contact", leads.contact(uniqueEmail("early")))).status).toBe(503);
    await proxy.restore();
    await expect
      .poll(async () => (await fetch(`${site.origin}/healthz`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await site.post("contact", leads.contact(uniqueEmail("late")))).status).toBe(201);
  } finally {
    await site.kill("SIGTERM");
    await proxy.close();
    await database.drop();
  }
});

test("two instances on one PostgreSQL deliver every lead exactly once", async () => {
  const database = await createDatabase();
  receiver.misbehave({ kind: "slow", ms: 150 });
  const settings = { ...hooksAt(receiver.url), DATABASE_URL: database.url };
  const [a, b] = await Promise.all([startSite(settings), startSite(settings)]);
  try {
    const sent: { id: string; form: FormName }[] = [];
    const forms = Object.keys(leads) as FormName[];
    for (let n = 0; n < 30; n += 1) {
      const form = forms[n % forms.length] as FormName;
      const response = await (n % 2 ? a : b).post(form, leads[form](uniqueEmail(`pair${n}`)));
      expect(response.status).toBe(201);
      sent.push({ id: ((await response.json()) as { id: string }).id, form });
    }
    for (const { id, form } of sent) {
      await expect
        .poll(() => receiver.delivered(id), { timeout: 30_000 })
        .toEqual(onceEach(HOOKS_OF[form]));
    }
    // Neither instance sends any lead again.
    const seen = receiver.requests.length;
    await expectNothingWithin(500, () => receiver.requests.slice(seen));
    const attempts = receiver.requests.length;
    expect(attempts).toBe(sent.reduce((total, { form }) => total + HOOKS_OF[form].length, 0));
  } finally {
    await a.kill("SIGTERM");
    await b.kill("SIGTERM");
    await database.drop();
  }
});

test("the rate limit holds across two instances on one PostgreSQL", async () => {
  const database = await createDatabase();
  const settings = { ...hooksAt(receiver.url), DATABASE_URL: database.url, LEAD_RATE_LIMIT: "3" };
  const [a, b] = await Promise.all([startSite(settings), startSite(settings)]);
  try {
    const statuses: number[] = [];
    for (const [n, site] of [a, b, a, b, a].entries()) {
      statuses.push((await site.post("contact", leads.contact(uniqueEmail(`limit${n}`)))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  } finally {
    await a.kill("SIGTERM");
    await b.kill("SIGTERM");
    await database.drop();
  }
});

test("200 leads at concurrency 20: all stored, all delivered once", async () => {
  const site = await startSite(hooksAt(receiver.url));
  try {
    const ids: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < 200) {
        const n = next;
        next += 1;
        const response = await site.post("contact", leads.contact(uniqueEmail(`load${n}`)));
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    expect(new Set(ids).size).toBe(200);
    await expect
      .poll(() => ids.filter((id) => receiver.delivered(id)["/contact"] === 1).length, {
        timeout: 30_000,
      })
      .toBe(200);
    expect(receiver.requests).toHaveLength(200);
  } finally {
    await site.kill("SIGTERM");
  }
});
