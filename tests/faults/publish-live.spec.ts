/**
 * The owner publishes while visitors read the site, with two servers on one PostgreSQL, each in a
 * deployed folder of its own: the publishing server builds a release from the content, checks it
 * and switches to it in-process; the other follows within 90 s. Five pages are read at five
 * requests a second each on both servers throughout: no request fails and no page is mixed from
 * two releases (each page's inline scripts are the ones its CSP header allows). The new release
 * carries a changed island, so its inline loader, and so its CSP, differ from the old one's.
 * The owner's preview is owner-publishes.spec.ts's, in the browser.
 */
import { expect, test } from "@playwright/test";
import { appendFileSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { join } from "node:path";
import { inlineScriptHashes } from "../../scripts/post-build/security-headers";
import { contentFormFields } from "../support/content-form-fields";
import { makeLiveFolder, type LiveFolder } from "./support/live-folder";
import { pollPages } from "./support/page-pollers";
import { createDatabase } from "./support/postgres";
import { adminCookie, startSite, type Site } from "./support/site-process";

test.describe.configure({ mode: "serial" });

const PASSWORD = "publish-fault-password-1";
/** The shipped content with a new phone number: what the owner changes most. */
const NEW_PHONE = "0161 496 0999";
const PAGES = ["/", "/contact", "/ai-agents", "/free-audit", "/privacy"];
const READS_PER_SECOND = 5;
/** What the issue allows every server for a publish to reach it. */
const FOLLOW_LIMIT_MS = 90_000;

let database: Awaited<ReturnType<typeof createDatabase>>;
const folders: LiveFolder[] = [];
const sites: Site[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await createDatabase();
  for (let index = 0; index < 2; index += 1) {
    const folder = await makeLiveFolder();
    folders.push(folder);
    const settings = { DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD };
    sites.push(await startSite(settings, { root: folder.root }));
  }
});
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill("SIGTERM")));
  await database?.drop();
  for (const folder of folders) rmSync(folder.root, { recursive: true, force: true });
});

const homeOf = (folder: LiveFolder) =>
  readFileSync(join(realpathSync(folder.pointer), "client", "index.html"), "utf8");

/** A form post of the owner's page, from the page's own origin as a browser sends it. */
function ownerPost(site: Site, cookie: string, path: string, fields: Record<string, string>) {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { Origin: site.origin, Cookie: cookie },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Saves the business section with `changes`, everything else as the editor shows it. */
async function saveBusiness(site: Site, cookie: string, changes: Record<string, string>) {
  const form = await fetch(`${site.origin}/admin/content/business`, {
    headers: { Cookie: cookie },
  });
  const fields = { ...contentFormFields(await form.text()), ...changes, action: "save" };
  const saved = await ownerPost(site, cookie, "/admin/content/business", fields);
  expect(saved.status, await saved.text()).toBe(303);
}

/** "Publish changes" on the owner's "Review and publish". */
const publish = (site: Site, cookie: string) =>
  ownerPost(site, cookie, "/admin/content/publish", { action: "publish" });

/** Polls the owner's status until the publish ends; its last status. */
async function publishEnd(site: Site, cookie: string) {
  for (;;) {
    const response = await fetch(`${site.origin}/admin/releases/status`, {
      headers: { Cookie: cookie },
    });
    const status = (await response.json()) as { state: string; message: string };
    if (["switched", "failed"].includes(status.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test("a publish while visitors read five pages on two servers: no failed request, no mixed page, both serve it", async () => {
  test.setTimeout(600_000);
  const [publisher, follower] = sites as [Site, Site];
  const [publisherFolder, followerFolder] = folders as [LiveFolder, LiveFolder];
  const before = homeOf(publisherFolder);
  // A change to an island on every page: the new release's loader, and CSP, differ.
  appendFileSync(
    join(publisherFolder.root, "app/components/layout/desktop-nav-island.tsx"),
    '\n(globalThis as { releaseTest?: string }).releaseTest = "published release";\n',
  );
  const cookie = await adminCookie(publisher, PASSWORD);
  const visitors = pollPages([publisher.origin, follower.origin], PAGES, READS_PER_SECOND);

  const started = Date.now();
  await saveBusiness(publisher, cookie, { phone: NEW_PHONE });
  const answer = await publish(publisher, cookie);
  expect(answer.status, await answer.clone().text()).toBe(303);
  // A second publish meanwhile is refused, with the reason.
  const second = await publish(publisher, cookie);
  expect(second.status).toBe(409);
  expect(await second.text()).toMatch(/A publish, .* is under way/);

  const end = await publishEnd(publisher, cookie);
  expect(end, publisher.output()).toMatchObject({ state: "switched" });
  const switchedAt = Date.now();
  const published = homeOf(publisherFolder);
  expect(inlineScriptHashes(published)).not.toEqual(inlineScriptHashes(before));
  expect(await (await fetch(publisher.url)).text()).toBe(published);
  expect(published).toContain(NEW_PHONE);

  // The other server follows, checking the release first.
  let followed = false;
  while (!followed && Date.now() - switchedAt < FOLLOW_LIMIT_MS) {
    followed = (await (await fetch(follower.url)).text()) === published;
    if (!followed) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const followMs = Date.now() - switchedAt;
  const report = await visitors.stop();
  test.info().annotations.push({
    type: "timings",
    description: `publish ${switchedAt - started} ms, followed ${followMs} ms later, ${report.requests} reads`,
  });

  expect(followed, follower.output()).toBe(true);
  expect(report.failures).toEqual([]);
  expect(report.refusedScripts).toEqual([]);
  expect(report.requests).toBeGreaterThan(PAGES.length * READS_PER_SECOND * 2 * 30);
  // Each server's `build` now names the published release: a restart serves it too.
  expect(homeOf(followerFolder)).toBe(published);
  expect(publisher.output()).toMatch(/"event":"publish","status":"published".*"revision":"1"/);
  expect(follower.output()).toMatch(/"event":"publish","status":"followed".*"revision":"1"/);
});
