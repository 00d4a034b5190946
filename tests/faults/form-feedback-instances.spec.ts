import { expect, test, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { createDatabase, query } from "./support/postgres";
import { startSite, type Site } from "./support/site-process";
import { startTcpProxy } from "./support/tcp-proxy";

/**
 * A form posted without scripts is answered with a 303 to its page and a token; what the page
 * then shows (the message, each field's message, what was typed) is kept in the store. With
 * several instances behind a load balancer, no sticky sessions: the GET may reach any of them,
 * and a restart in between loses nothing. With the store unreachable, nothing is kept: the post
 * is answered at once with a page that says what happened and what was typed.
 */
test.use({ javaScriptEnabled: false });

const TYPED = {
  name: "Siân O'Neill",
  email: "sian@",
  subject: "Missed calls after 5pm",
  message: "We lose jobs when nobody answers the phone.",
};

/** Posts the contact form with scripts off, on `site`, and returns where the 303 leads. */
async function postWithoutScripts(page: Page, site: Site): Promise<URL> {
  await page.goto(`${site.url}contact`);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(TYPED.name);
  await form.getByLabel("Email").fill(TYPED.email);
  await form.getByLabel("Subject").fill(TYPED.subject);
  await form.getByLabel("Message").fill(TYPED.message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForURL(/form-feedback=/);
  return new URL(page.url());
}

/** The form as `url` shows it on `site`: the refusal's message, the field's, and every value. */
async function expectFeedbackOn(page: Page, site: Site, url: URL) {
  await page.goto(`${site.origin}${url.pathname}${url.search}`);
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("alert")).toContainText("Nothing has been sent yet");
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue(TYPED.name);
  await expect(form.getByLabel("Email")).toHaveValue(TYPED.email);
  await expect(form.getByLabel("Subject")).toHaveValue(TYPED.subject);
  await expect(form.getByLabel("Message")).toHaveValue(TYPED.message);
}

test("a post to one instance is shown by another, and still after both restart", async ({
  page,
}) => {
  const database = await createDatabase();
  const settings = { DATABASE_URL: database.url };
  const sites = await Promise.all([startSite(settings), startSite(settings)]);
  try {
    const [a, b] = sites as [Site, Site];
    const url = await postWithoutScripts(page, a);
    expect(url.origin).toBe(a.origin);
    await expectFeedbackOn(page, b, url);

    // The store holds the token's digest only: its rows do not open the page.
    const token = url.searchParams.get("form-feedback") ?? "";
    const rows = await query<{ token_hash: string; form: string }>(
      database.url,
      "SELECT token_hash, form FROM form_feedback",
    );
    expect(rows).toEqual([
      { token_hash: createHash("sha256").update(token).digest("hex"), form: "contact" },
    ]);

    await Promise.all(sites.map((site) => site.kill("SIGTERM")));
    sites.splice(0, sites.length, await startSite(settings));
    await expectFeedbackOn(page, sites[0] as Site, url);
  } finally {
    await Promise.all(sites.map((site) => site.kill("SIGTERM")));
    await database.drop();
  }
});

test("with the store unreachable, a post without scripts is answered with what happened and what was typed", async ({
  page,
}) => {
  const database = await createDatabase();
  const proxy = await startTcpProxy(Number(new URL(database.url).port));
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  // With the rate limit on, as in production: counting the refusal needs the store too.
  const site = await startSite({ DATABASE_URL: viaProxy.toString(), LEAD_RATE_LIMIT: "5" });
  try {
    await page.goto(`${site.url}contact`);
    await proxy.cut();
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill(TYPED.name);
    await form.getByLabel("Email").fill(TYPED.email);
    await form.getByLabel("Subject").fill(TYPED.subject);
    await form.getByLabel("Message").fill(TYPED.message);
    const answered = page.waitForResponse((response) => response.url().includes("/api/leads/"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Your details were not sent" })).toBeVisible();
    await expect(page.getByText("Nothing has been sent yet")).toBeVisible();
    await expect(page.getByText("Email: Please enter a valid email address")).toBeVisible();
    for (const value of Object.values(TYPED)) await expect(page.getByText(value)).toBeVisible();

    // Back to the form, which the browser kept as it was; the valid message is refused for now.
    await page.goBack();
    await expect(form.getByLabel("Name")).toHaveValue(TYPED.name);
    await expect(form.getByLabel("Message")).toHaveValue(TYPED.message);
    await form.getByLabel("Email").fill("sian@example.com");
    const refused = page.waitForResponse((response) => response.url().includes("/api/leads/"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await refused).status()).toBe(503);
    await expect(page.getByText("We could not save your details just now")).toBeVisible();
    await expect(page.getByText(TYPED.message)).toBeVisible();
    expect(site.output()).toContain('"status":"feedback-not-kept"');
    expect(site.output()).not.toContain("request-error");
  } finally {
    await site.kill("SIGTERM");
    await proxy.close();
    await database.drop();
  }
});
