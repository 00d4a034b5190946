import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { writeRelease } from "../../tests/support/release-folders";
import { parse } from "../../tests/support/server-config";
import { projectRoot } from "../project-root";
import { createLiveRelease } from "./live-release";
import { createPreviewReleases } from "./preview-releases";
import { publishNoticeEmail, publishNoticesFor } from "./publish-notices";
import { createPublisher } from "./publisher";
import { unpackRelease } from "./release-archive";
import { checkRelease, type ReleaseBuildOutcome } from "./release-build";
import { loadRelease } from "./served-release";

const ROOT = projectRoot(import.meta.url);
const OWNER_EMAIL = {
  SMTP_URL: "smtp://127.0.0.1:2525",
  LEAD_NOTIFY_TO: "owner@example.co.uk",
  LEAD_NOTIFY_FROM: "site@example.co.uk",
};
const REQUEST = { content: { business: { phone: "01632 960123" } }, author: "the owner" };

describeLeadStore("publishing the site's content", (t) => {
  function publisherWith(build: () => Promise<ReleaseBuildOutcome>) {
    const live = createLiveRelease({
      initial: loadRelease(join(writeRelease("first"), "client")),
      pointer: join(mkdtempSync(join(tmpdir(), "publish-")), "build"),
      movesPointer: false,
      log: () => undefined,
    });
    const log = vi.fn();
    const publisher = createPublisher({
      root: ROOT,
      pointer: join(tmpdir(), "unused"),
      live,
      previews: createPreviewReleases(join(tmpdir(), "unused")),
      store: t.store,
      defaults: { business: { phone: "020 7946 0000" } },
      // As on PostgreSQL: the release's files go into the store for the other servers.
      shareReleases: true,
      log,
      notifyOwner: publishNoticesFor(parse(OWNER_EMAIL), {
        store: t.store,
        wakeOutbox: () => undefined,
      }),
      build,
    });
    return { live, publisher, log };
  }

  it("a release that fails its checks is never served, and the owner is told why", async () => {
    const broken = writeRelease("broken");
    const { live, publisher, log } = publisherWith(async () => ({
      failed: (await checkRelease(ROOT, join(broken, "client"))).join("\n"),
      log: [],
    }));

    const result = await publisher.publishContent(REQUEST);

    expect(result).toMatchObject({ ok: false, busy: false });
    expect(result.ok || result.message).toMatch(/site stays as it was[\s\S]*\/ai-agents: no page/);
    expect(live.current().clientDir).not.toContain("broken");
    expect(publisher.publishStatus()).toMatchObject({ state: "failed", revisionId: null });
    // Neither a revision nor a release for the other servers: the history names only what served.
    expect(await t.store.latestPublishedRelease()).toBeNull();
    expect(await t.store.currentPublished()).toBeNull();
    // One log line, and the owner's email says who, which revision and the result.
    expect(log.mock.calls.map(([event, fields]) => [event, fields.status])).toEqual([
      ["publish", "failed"],
    ]);
    const [notice] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM owner_notices");
    const kept = await t.store.noticeForDelivery(notice?.id ?? "");
    const email = kept && publishNoticeEmail(kept, "https://www.example.co.uk/admin/leads");
    expect(email?.subject).toBe("www.example.co.uk: your changes were not published");
    expect(email?.text).toContain("A publish of the site's content, by the owner");
  }, 60_000);

  it("publishes one at a time: a second publish meanwhile is refused with the reason", async () => {
    let finish: (outcome: ReleaseBuildOutcome) => void = () => undefined;
    const { publisher } = publisherWith(() => new Promise((resolve) => (finish = resolve)));

    const first = publisher.publishContent(REQUEST);
    const second = await publisher.publishContent(REQUEST);

    expect(second).toMatchObject({ ok: false, busy: true });
    expect(second.ok || second.message).toMatch(
      /A publish, started at \d\d:\d\d UTC, is under way/,
    );
    expect(publisher.publishStatus()).toMatchObject({ state: "building", kind: "publish" });
    finish({ failed: "stopped", log: [] });
    await first;
  });

  it("a checked release is recorded for the other servers, then served from the next request", async () => {
    const next = writeRelease("next");
    const { live, publisher } = publisherWith(async () => ({ releaseDir: next }));

    const result = await publisher.publishContent(REQUEST);

    expect(result).toMatchObject({ ok: true });
    expect(live.current().dir).toBe(next);
    const latest = await t.store.latestPublishedRelease();
    const revision = await t.store.currentPublished();
    expect(revision).toMatchObject({ content: REQUEST.content, publishedBy: "the owner" });
    expect(latest).toMatchObject({ revisionId: String(revision?.id) });
    expect(result.ok && result.message).toBe(
      `Published: every page now shows revision ${revision?.id}.`,
    );
    expect(live.publishId()).toBe(latest?.id);
    expect(publisher.publishStatus()).toMatchObject({ state: "switched" });
    // What another server unpacks is the release served here.
    const copy = mkdtempSync(join(tmpdir(), "copy-"));
    await unpackRelease(
      (await t.store.publishedArchive(latest?.id ?? "")) ?? Buffer.alloc(0),
      copy,
    );
    expect(await loadRelease(copy).page("/contact")).toBe(await live.current().page("/contact"));
  });
});
