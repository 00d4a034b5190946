import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { defaultSiteContent } from "../../app/content-model/registry";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import { writeRelease } from "../../tests/support/release-folders";
import { subjectNounOf } from "../served-content";
import { createLiveRelease } from "./live-release";
import { packRelease } from "./release-archive";
import { startReleaseSync } from "./release-sync";
import { loadRelease } from "./served-release";

const POLL_MS = 50;

describeLeadStore("following the newest publish", (t) => {
  /** A server serving `initial`, following the store every POLL_MS. */
  function follower(initial: string, problems: string[] = []) {
    const live = createLiveRelease({
      initial: loadRelease(join(initial, "client")),
      pointer: join(mkdtempSync(join(tmpdir(), "follower-")), "build"),
      movesPointer: true,
      log: () => undefined,
    });
    const log = vi.fn();
    const sync = startReleaseSync({
      store: t.store,
      live,
      root: ".",
      pointer: join(mkdtempSync(join(tmpdir(), "follower-")), "build"),
      serverDir: null,
      publishing: () => false,
      log,
      intervalMs: POLL_MS,
      check: async () => problems,
    });
    return { live, log, sync };
  }

  /** The owner publishes the site at `auditPrice`, built as `label`'s pages. */
  async function publish(label: string, auditPrice = 99) {
    const content = defaultSiteContent();
    content.offers.auditPrice = auditPrice;
    const revision = await t.store.recordPublish(content, "the owner", { defaults: {} });
    return t.store.recordPublishedRelease({
      revisionId: String(revision.id),
      author: "the owner",
      republished: false,
      content,
      archive: await packRelease(join(writeRelease(label), "client")),
    });
  }

  it("serves a publish made after it started, as the publishing server built it", async () => {
    const { live, log, sync } = follower(writeRelease("built"));
    // Its first look finds no publish; then one is made.
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    const published = await publish("published", 149);
    await vi.waitFor(() => expect(live.publishId()).toBe(published.id));
    expect(await live.current().page("/")).toContain("<h1>published /</h1>");
    // The owner's email and the server's own pages read the published words, not the defaults.
    expect(subjectNounOf("audit")).toBe("£149 audit request");
    await sync.stop();
  });

  it("keeps its own build against a publish from before it started; a release failing its checks is not served", async () => {
    const older = await publish("older");
    const { live, log, sync } = follower(writeRelease("deployed"), ["/: no page"]);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    const newer = await publish("newer");
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        "publish",
        expect.objectContaining({ status: "not-followed" }),
      ),
    );
    expect(log.mock.calls.map(([, fields]) => fields)).toEqual([
      { status: "watching", serving: "a build", newest: older.id },
      expect.objectContaining({ publishId: newer.id, error: "/: no page" }),
    ]);
    expect(await live.current().page("/")).toContain("<h1>deployed /</h1>");
    await sync.stop();
  });
});
