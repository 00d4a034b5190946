/**
 * The owner's round trip in a real browser, against deployed folders' servers: signed in, the
 * owner changes the phone number, a testimonial (with consent recorded), the audit's price and
 * the banner's wording; previews them (noindex, with the preview release's own CSP, for the
 * signed-in owner only); publishes while visitors read five pages on two servers sharing one
 * PostgreSQL, each in a deployed folder of its own; and every page, the structured data, the
 * owner's email and the launch check show the new values. The publishing server builds a release
 * from the content, checks it and switches to it in-process; the other follows within 90 s. No
 * visitor's request fails and no page is mixed from two releases (each page's inline scripts are
 * the ones its CSP header allows): the new release carries a changed island, so its inline
 * loader, and so its CSP, differ from the old one's. Publishing builds the whole site, so this is
 * a fault-suite spec (its own folders, no fixed ports), with Chromium from the suite's config.
 *
 * One publish proves all of that: a spec of its own for the visitors (publish-live, until
 * December 2026) built the whole site once more to publish the same way. The one-click rollback
 * from the history is server/content/publish-changes.test.ts's: it publishes the deployed
 * content again, a publish of that content like this one, and a build here for it proved
 * nothing more. A second publish refused while one is under way is that file's too.
 */
import { expect, test, type Page } from "@playwright/test";
import { appendFileSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { join } from "node:path";
import { defaultSiteContent } from "../../app/content-model/registry";
import { inlineScriptHashes } from "../../scripts/post-build/security-headers";
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver";
import { makeLiveFolder, type LiveFolder } from "./support/live-folder";
import { pollPages } from "./support/page-pollers";
import { createDatabase } from "./support/postgres";
import { leads, startSite, type Site } from "./support/site-process";

test.describe.configure({ mode: "serial" });

const PASSWORD = "owner-publishes-password-1";
const NEW_PHONE = "0161 850 4321";
const NEW_QUOTE = "Booked solid within six weeks of the audit. Worth every penny.";
const NEW_WORDING = "Book by {deadline} to keep your slot";
const SHIPPED = defaultSiteContent();
const GAS_AUDIT = "/free-google-visibilty-audit-for-gas-eningeers";
const PAGES = ["/", "/contact", "/ai-agents", GAS_AUDIT, "/privacy"];
/**
 * How long the owner's page may take to say a build is done. The time a publish takes is a
 * figure, reported in the timings annotation, not a pass or fail: it depends on the machine.
 */
const BUILD_WAIT_MS = 400_000;

/** What the issue allows every server for a publish to reach it. */
const FOLLOW_LIMIT_MS = 90_000;
const READS_PER_SECOND = 5;

let database: Awaited<ReturnType<typeof createDatabase>>;
let smtp: SmtpReceiver;
const folders: LiveFolder[] = [];
const sites: Site[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpReceiver();
  database = await createDatabase();
  for (let index = 0; index < 2; index += 1) {
    const folder = await makeLiveFolder();
    folders.push(folder);
    sites.push(
      await startSite(
        {
          DATABASE_URL: database.url,
          ADMIN_PASSWORD: PASSWORD,
          SMTP_URL: smtp.url("kestrel:owner-publishes-secret"),
          LEAD_NOTIFY_TO: "owner@kestrel.test",
          LEAD_NOTIFY_FROM: "leads@kestrel.test",
        },
        { root: folder.root },
      ),
    );
  }
  // A change to an island on every page, made after the deploy: the releases built from the
  // publishing server's folder (the preview among them) get a new island loader, so their inline
  // scripts and CSP differ from the live release's.
  appendFileSync(
    join((folders[0] as LiveFolder).root, "app/components/layout/desktop-nav-island.tsx"),
    '\n(globalThis as { releaseTest?: string }).releaseTest = "owner-publishes release";\n',
  );
});
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill("SIGTERM")));
  await smtp?.close();
  await database?.drop();
  for (const folder of folders) rmSync(folder.root, { recursive: true, force: true });
});

const homeOf = (folder: LiveFolder) =>
  readFileSync(join(realpathSync(folder.pointer), "client", "index.html"), "utf8");

/** A page as the publishing server serves it to a visitor. */
const read = async (path: string) => (await fetch(`${(sites[0] as Site).origin}${path}`)).text();

/** Opens a section of "Site content", lets `edit` change it, and saves the draft. */
async function editSection(page: Page, section: string, edit: () => Promise<void>) {
  await page.getByRole("link", { name: "Site content", exact: true }).click();
  await page.getByRole("link", { name: section }).click();
  await edit();
  await page.getByRole("button", { name: "Save draft" }).first().click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
}

/** Waits, as the owner does, for the page that reloads itself to say the build is done. */
async function waitForOutcome(page: Page, words: string | RegExp) {
  await expect(page.getByText(words)).toBeVisible({ timeout: BUILD_WAIT_MS });
}

test("the owner changes four things, previews them, and publishes them while visitors read two servers: no failed request, no mixed page", async ({
  page,
}) => {
  test.setTimeout(1_200_000);
  const [site, follower] = sites as [Site, Site];
  const [folder, followerFolder] = folders as [LiveFolder, LiveFolder];
  await page.goto(`${site.origin}/admin/leads`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await editSection(page, "Business details", () =>
    page.getByLabel("Phone number", { exact: true }).fill(NEW_PHONE),
  );
  await editSection(page, "Prices and offers", () =>
    page.getByLabel("Audit price (£)").fill("149"),
  );
  await editSection(page, "Urgency banner", () =>
    page.getByLabel("Banner wording").fill(NEW_WORDING),
  );
  await editSection(page, "Testimonials", async () => {
    const first = page.getByRole("group", { name: "Testimonial 1" });
    await first.getByLabel("Their words").fill(NEW_QUOTE);
    await first.getByLabel("Written consent recorded").check();
    await first.getByLabel("Date of consent").fill("2026-11-20");
  });

  // Review: the four changes, field by field, then the preview, for this browser only.
  await page.getByRole("link", { name: "Review and publish" }).click();
  const changes = page.getByRole("list").filter({ hasText: "Phone number" });
  await expect(changes).toContainText(`“${SHIPPED.business.phone}” → “${NEW_PHONE}”`);
  await expect(changes).toContainText("Audit price (£)");
  await page.getByRole("button", { name: "Preview changes" }).click();
  await waitForOutcome(page, "Your preview is ready");
  await page.getByRole("button", { name: "Open the preview" }).click();
  await expect(page.getByRole("link", { name: NEW_PHONE }).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The preview as the owner's browser gets it: not for search engines, and served with its own
  // release's CSP, which allows its new island loader; a visitor still gets the live site.
  const preview = await page.request.get(site.url);
  const previewHtml = await preview.text();
  expect(preview.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const previewCsp = preview.headers()["content-security-policy"] ?? "";
  for (const hash of inlineScriptHashes(previewHtml)) expect(previewCsp).toContain(hash);
  const live = await read("/");
  expect(live).not.toContain(NEW_PHONE);
  expect(inlineScriptHashes(previewHtml)).not.toEqual(inlineScriptHashes(live));
  await page.goto(`${site.origin}/admin/content/publish`);
  await page.getByRole("button", { name: "End the preview" }).click();

  const before = homeOf(folder);
  const readingFrom = Date.now();
  const visitors = pollPages([site.origin, follower.origin], PAGES, READS_PER_SECOND);
  const started = Date.now();
  await page.getByRole("button", { name: "Publish changes" }).click();
  await waitForOutcome(page, /Published: every page now shows revision 1\./);
  const switchedAt = Date.now();
  const published = homeOf(folder);
  expect(inlineScriptHashes(published)).not.toEqual(inlineScriptHashes(before));
  expect(await read("/")).toBe(published);

  // The other server follows, checking the release first.
  let followed = false;
  while (!followed && Date.now() - switchedAt < FOLLOW_LIMIT_MS) {
    followed = (await (await fetch(follower.url)).text()) === published;
    if (!followed) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const followMs = Date.now() - switchedAt;
  const report = await visitors.stop();
  const readMs = Date.now() - readingFrom;
  test.info().annotations.push({
    type: "timings",
    description: `publish ${switchedAt - started} ms, followed ${followMs} ms later, ${report.requests} reads in ${readMs} ms`,
  });
  expect(followed, follower.output()).toBe(true);
  expect(report.failures).toEqual([]);
  expect(report.refusedScripts).toEqual([]);
  // The visitors kept reading through the whole publish and follow: at least one read a second
  // of each page on each server (a fifth of their pace). Not a fixed count, which a quicker
  // publish and follow (1,050 reads, about 21 s, on 7 December) fell short of.
  expect(report.requests).toBeGreaterThan((PAGES.length * 2 * readMs) / 1000);
  // Each server's `build` now names the published release: a restart serves it too.
  expect(homeOf(followerFolder)).toBe(published);
  expect(site.output()).toMatch(/"event":"publish","status":"published".*"revision":"1"/);
  expect(follower.output()).toMatch(/"event":"publish","status":"followed".*"revision":"1"/);

  for (const path of PAGES) expect(await read(path), path).toContain(NEW_PHONE);
  const contact = await read("/contact");
  // The structured data's telephone, in international form.
  expect(contact).toContain('"telephone":"+441618504321"');
  const audit = await read(GAS_AUDIT);
  expect(audit).toContain("£149");
  expect(audit).not.toContain("£99");
  expect(audit).toContain("Book by Sunday to keep your slot");
  expect(audit).toContain(NEW_QUOTE);

  // The owner's email about the next audit lead names the new price.
  const lead = await site.post("audit", leads.audit("new-price@example.co.uk"));
  expect(lead.status).toBe(201);
  await expect
    .poll(() => smtp.received.map(({ mail }) => mail.subject), { timeout: 30_000 })
    .toContain("New £149 audit request: Gareth Price");
  const check = await folder.npm(["run", "launch-check"], {});
  expect(check.output).toContain(NEW_PHONE);
});
