import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { test, type AdminSite, type Site } from "../../tests/support/admin-site";
import { contentFormFields } from "../../tests/support/content-form-fields";
import { writeRelease } from "../../tests/support/release-folders";
import { projectRoot } from "../project-root";
import { createLiveRelease } from "../publish/live-release";
import { createPreviewAccess } from "../publish/preview-access";
import { createPreviewReleases } from "../publish/preview-releases";
import { createPublisher } from "../publish/publisher";
import type { ReleaseBuildOutcome } from "../publish/release-build";
import { loadRelease } from "../publish/served-release";
import { registryDefaults } from "./content-registry";
import { TEST_REGISTRY } from "./test-registry";

const BUSINESS = "/admin/content/business";
const PUBLISH = "/admin/content/publish";
const HISTORY = "/admin/content/history";
const DEFAULTS = registryDefaults(TEST_REGISTRY);
/** A page's HTML with its runs of white space as one space, as a reader meets its words. */
const flat = async (response: Response) => (await response.text()).replace(/\s+/g, " ");

/**
 * The owner's page with a real publisher whose build is a stand-in: building and checking a
 * whole release is the fault suite's (tests/faults/owner-publishes.spec.ts); here, what the
 * owner's forms start, say and record. `build` gets each request's content.
 */
function publishingSite(
  admin: AdminSite,
  build: (content: unknown) => Promise<ReleaseBuildOutcome>,
) {
  const live = createLiveRelease({
    initial: loadRelease(join(writeRelease("live"), "client")),
    pointer: join(mkdtempSync(join(tmpdir(), "publish-")), "build"),
    movesPointer: false,
    log: () => undefined,
  });
  const previews = createPreviewReleases(join(mkdtempSync(join(tmpdir(), "preview-")), "build"));
  const publisher = createPublisher({
    root: projectRoot(import.meta.url),
    pointer: join(tmpdir(), "unused"),
    live,
    previews,
    store: admin.store,
    defaults: DEFAULTS,
    // As on the embedded store, the default: one server, so no release files in the store.
    shareReleases: false,
    log: () => undefined,
    build: ({ content }) => build(content),
  });
  const app = admin.site({
    publishing: {
      publisher: () => publisher,
      previews: createPreviewAccess({ previews, sessions: () => admin.sessions }),
    },
  });
  /** Until this server's build has ended, as the owner's page follows it. */
  const settled = async () => {
    while (publisher.isBusy()) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { app, live, publisher, settled };
}

async function post(admin: AdminSite, app: Site, path: string, fields: Record<string, string>) {
  return app.request(path, {
    method: "POST",
    headers: { Cookie: await admin.validCookie() },
    body: new URLSearchParams(fields),
  });
}

async function saveDraft(admin: AdminSite, app: Site, changes: Record<string, string>) {
  const shown = contentFormFields(await (await admin.signedInGet(app, BUSINESS)).text());
  const saved = await post(admin, app, BUSINESS, { ...shown, ...changes, action: "save" });
  expect(saved.status).toBe(303);
}

describe("reviewing and publishing the saved drafts", () => {
  test("lists what the drafts change, publishes them as one revision, then has nothing to publish", async ({
    admin,
  }) => {
    const built: unknown[] = [];
    const next = writeRelease("next");
    const { app, live, settled } = publishingSite(admin, async (content) => {
      built.push(content);
      return { releaseDir: next };
    });
    await saveDraft(admin, app, { phone: "01632 960 001" });

    const review = await flat(await admin.signedInGet(app, PUBLISH));
    expect(review).toContain(
      "<strong>Business details › Phone</strong>: “020 7946 0000” → “01632 960 001”",
    );
    expect(review).toContain('value="preview">Preview changes</button>');

    const started = await post(admin, app, PUBLISH, { action: "publish" });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe(PUBLISH);
    await settled();

    // Every document went to the build, the drafted one as saved.
    expect(built).toEqual([
      { ...DEFAULTS, business: expect.objectContaining({ phone: "01632 960 001" }) },
    ]);
    expect(live.current().dir).toBe(next);
    const release = await admin.store.latestPublishedRelease();
    expect(release?.revisionId).toBe(String((await admin.store.currentPublished())?.id));
    expect(await admin.store.publishedArchive(release?.id ?? "")).toBeNull();
    const revision = await admin.store.currentPublished();
    expect(revision?.publishedBy).toMatch(/^the owner \(sign-in [0-9a-f]{8}\)$/);
    expect(revision?.changes).toEqual([
      { document: "business", path: ["phone"], before: "020 7946 0000", after: "01632 960 001" },
    ]);
    const after = await flat(await admin.signedInGet(app, PUBLISH));
    expect(after).toContain(`Published: every page now shows revision ${revision?.id}.`);
    expect(after).toContain("Nothing to publish: your saved drafts match the live site.");
    expect(after).not.toContain("Publish changes</button>");
  });

  test("a preview lists the pages that change and is opened in this browser only", async ({
    admin,
  }) => {
    const { app, live, settled } = publishingSite(admin, async () => ({
      releaseDir: writeRelease("preview", ["/", "/contact", "/about"]),
    }));
    await saveDraft(admin, app, { name: "Kestrel Digital Ltd" });

    expect((await post(admin, app, PUBLISH, { action: "preview" })).status).toBe(303);
    await settled();

    const page = await flat(await admin.signedInGet(app, PUBLISH));
    expect(page).toContain("Your preview is ready");
    expect(page).toContain('<li><a href="/about">/about</a></li>');
    expect(page).toContain('action="/admin/preview/view"');
    // Nothing is published by a preview: the change is still waiting.
    expect(live.current().dir).not.toContain("preview");
    expect(await admin.store.currentPublished()).toBeNull();
    expect(page).toContain("Publish changes</button>");
  });

  test("while a build runs, the page follows it and a second publish is refused", async ({
    admin,
  }) => {
    let finish: (outcome: ReleaseBuildOutcome) => void = () => undefined;
    const { app, settled } = publishingSite(
      admin,
      () => new Promise((resolve) => (finish = resolve)),
    );
    await saveDraft(admin, app, { phone: "01632 960 002" });
    await post(admin, app, PUBLISH, { action: "publish" });

    const following = await admin.signedInGet(app, PUBLISH);
    const page = await flat(following);
    expect(page).toContain('<meta http-equiv="refresh" content="5" />');
    expect(page).toContain("Building the pages from the content");
    expect(page).not.toContain("Publish changes</button>");
    const second = await post(admin, app, PUBLISH, { action: "publish" });
    expect(second.status).toBe(409);
    expect(await flat(second)).toMatch(/A publish, started at \d\d:\d\d UTC, is under way/);

    finish({ failed: "/contact: no page", log: [] });
    await settled();
    const failed = await flat(await admin.signedInGet(app, PUBLISH));
    expect(failed).toContain("Nothing changed on the site");
    expect(failed).toContain("Not published: the site stays as it was. /contact: no page");
    expect(failed).not.toContain("http-equiv");
    expect(await admin.store.currentPublished()).toBeNull();
  });

  test("publishes an earlier revision again, in one click from the history", async ({ admin }) => {
    const { app, settled } = publishingSite(admin, async () => ({
      releaseDir: writeRelease("rollback"),
    }));
    const first = await admin.store.recordPublish(DEFAULTS, "the owner", { defaults: DEFAULTS });
    const changed = { ...DEFAULTS, business: { ...TEST_REGISTRY.business.defaults, name: "New" } };
    const second = await admin.store.recordPublish(changed, "the owner", { defaults: DEFAULTS });

    const history = await (await admin.signedInGet(app, HISTORY)).text();
    expect(history).toContain(`action="${HISTORY}/${first.id}/publish"`);
    expect(history).not.toContain(`action="${HISTORY}/${second.id}/publish"`);

    const response = await post(admin, app, `${HISTORY}/${first.id}/publish`, {});
    expect(response.headers.get("location")).toBe(PUBLISH);
    await settled();
    const now = await admin.store.currentPublished();
    expect(now).toMatchObject({ id: second.id + 1, republishedFrom: first.id, content: DEFAULTS });
    expect(await flat(await admin.signedInGet(app, HISTORY))).toContain(
      `again from revision ${first.id}`,
    );
    expect((await post(admin, app, `${HISTORY}/${second.id + 9}/publish`, {})).status).toBe(404);

    // Back to what the site was deployed with, which is no revision of its own.
    await admin.store.recordPublish(changed, "the owner", { defaults: DEFAULTS });
    expect(await flat(await admin.signedInGet(app, HISTORY))).toContain(
      "Publish the deployed content again</button>",
    );
    await post(admin, app, `${HISTORY}/deployed/publish`, {});
    await settled();
    expect(await admin.store.currentPublished()).toMatchObject({
      content: DEFAULTS,
      republishedFrom: null,
    });
  });
});
