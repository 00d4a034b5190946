import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pruneReleases, switchRelease } from "../../scripts/release/release-folders";
import type { Logger } from "../log";
import { noteServedRelease } from "../served-content";
import { markReleaseRunning } from "../release";
import { createReleaseSwitch, loadRelease, type ServedRelease } from "./served-release";

/** Beside a published release's client/: which publish it is. `npm run build` writes none. */
const PUBLISH_MARKER = "published.json";

export interface PublishMarker {
  /** published_releases.id: the store's newest is the release every server serves. */
  publishId: string;
  revisionId: string;
}

/** The publish a release folder holds, or null for one `npm run build` made. */
export function readPublishMarker(releaseDir: string): PublishMarker | null {
  try {
    return JSON.parse(readFileSync(join(releaseDir, PUBLISH_MARKER), "utf8")) as PublishMarker;
  } catch {
    return null;
  }
}

export interface LiveRelease {
  current(): ServedRelease;
  /** The publish being served, or null while it is a release `npm run build` made. */
  publishId(): string | null;
  /**
   * Serves the checked release in `dir` from the next request on (requests already started end
   * on the release they began with), then points the build pointer at it so that a restart
   * serves it too, and prunes old releases as `npm run build` does.
   */
  makeLive(dir: string, marker: PublishMarker): Promise<void>;
}

/**
 * The running server's release: the one it started with until a publish, or another server's
 * publish (release-sync.ts), makes another live. `pointer` moves only when it is a release
 * symlink (`movesPointer`): a plain build folder from before releases is left as it is.
 */
export function createLiveRelease({
  initial,
  pointer,
  movesPointer,
  log,
}: {
  initial: ServedRelease;
  pointer: string;
  movesPointer: boolean;
  log: Logger;
}): LiveRelease {
  const releases = createReleaseSwitch(initial);
  noteServedRelease(initial.dir);
  let served = readPublishMarker(initial.dir)?.publishId ?? null;
  let unmarkServed: () => void = () => undefined;
  return {
    current: releases.current,
    publishId: () => served,
    async makeLive(dir, marker) {
      await writeFile(join(dir, PUBLISH_MARKER), `${JSON.stringify(marker)}\n`);
      const next = loadRelease(join(dir, "client"));
      noteServedRelease(dir);
      // Recorded before it is served, so that no prune can take it; the one it replaces is
      // released once no new request can start on it.
      const unmark = markReleaseRunning(dir);
      releases.switchTo(next);
      served = marker.publishId;
      unmarkServed();
      unmarkServed = unmark;
      if (!movesPointer) return;
      try {
        await switchRelease(pointer, dir);
        await pruneReleases(pointer);
      } catch (error) {
        // Served all the same: only a restart would go back to the release before.
        log("publish", { status: "pointer-not-moved", error: (error as Error).message });
      }
    },
  };
}
