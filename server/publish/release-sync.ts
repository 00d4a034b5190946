import { existsSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { siteContentFrom } from "../../app/content-model/registry";
import { createRelease } from "../../scripts/release/release-folders";
import type { Logger } from "../log";
import { writeReleaseContent } from "../release-content";
import type { LeadStore } from "../store/lead-store";
import type { LiveRelease } from "./live-release";
import { unpackRelease } from "./release-archive";
import { checkRelease } from "./release-build";

/** How often each server asks the store which release is published: well within 90 s. */
const SYNC_INTERVAL_MS = 10_000;

export interface ReleaseSyncOptions {
  store: Pick<LeadStore, "latestPublishedRelease" | "publishedArchive" | "getRevision">;
  live: LiveRelease;
  /** The project folder (its checks run from it) and the build pointer (releases go beside it). */
  root: string;
  pointer: string;
  /** This server's own code (node/ of the release it started from), copied into a followed release. */
  serverDir: string | null;
  /** True while this server publishes: its own publish is made live by the publisher. */
  publishing: () => boolean;
  log: Logger;
  intervalMs?: number;
  /** The release checks, in a child process (release-build.ts); a test may give its own. */
  check?: (clientDir: string) => Promise<string[]>;
}

/**
 * Every server follows the store's newest publish (published_releases): when it is not the one
 * served here, its files are written into a new release, checked as a publish checks its own,
 * and made live, so that all servers on one database serve it within SYNC_INTERVAL_MS and a
 * check. A release `npm run build` made (a deploy) is kept rather than replaced by a publish that
 * came before it; only a publish made after this server started replaces it.
 */
export function startReleaseSync(options: ReleaseSyncOptions) {
  const { live, log } = options;
  const check = options.check ?? ((clientDir: string) => checkRelease(options.root, clientDir));
  /** The newest publish when this server started serving a build of its own: not followed. */
  let baseline: string | null | undefined;
  /** A publish whose release failed here: not tried again (the next publish is). */
  let refused: string | null = null;

  async function follow(publishId: string, revisionId: string): Promise<void> {
    const archive = await options.store.publishedArchive(publishId);
    if (!archive) throw new Error("its files are no longer in the store");
    const revision = await options.store.getRevision(Number(revisionId));
    if (!revision) throw new Error(`its revision ${revisionId} is not in the store`);
    // Beside the pages, as the publishing server's build wrote it: what this server says outside
    // them (the owner's email, its error pages) reads it (served-content.ts).
    const content = siteContentFrom(revision.content, `revision ${revisionId}`);
    const dir = await createRelease(options.pointer);
    try {
      await unpackRelease(archive, join(dir, "client"));
      await writeReleaseContent(dir, content);
      if (options.serverDir && existsSync(options.serverDir)) {
        await cp(options.serverDir, join(dir, "node"), { recursive: true });
      }
      const problems = await check(join(dir, "client"));
      if (problems.length > 0) throw new Error(problems.slice(0, 5).join("; "));
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    await live.makeLive(dir, { publishId, revisionId });
  }

  async function syncOnce(): Promise<void> {
    if (options.publishing()) return;
    const latest = await options.store.latestPublishedRelease();
    if (baseline === undefined) {
      baseline = live.publishId() === null ? (latest?.id ?? null) : null;
      log("publish", {
        status: "watching",
        serving: live.publishId() ?? "a build",
        newest: latest?.id ?? "none",
      });
    }
    if (!latest) return;
    if ([live.publishId(), baseline, refused].includes(latest.id)) return;
    try {
      await follow(latest.id, latest.revisionId);
      log("publish", { status: "followed", publishId: latest.id, revision: latest.revisionId });
    } catch (error) {
      refused = latest.id;
      log("publish", {
        status: "not-followed",
        publishId: latest.id,
        revision: latest.revisionId,
        error: (error as Error).message,
      });
    }
  }

  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = syncOnce()
      .catch(() => undefined) // The store is down: asked again next time.
      .finally(() => {
        if (timer) timer = setTimeout(tick, options.intervalMs ?? SYNC_INTERVAL_MS);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type ReleaseSync = ReturnType<typeof startReleaseSync>;
