import { pruneReleases } from "../../scripts/release/release-folders";
import { markReleaseRunning } from "../release";
import type { ServedRelease } from "./served-release";

const PREVIEWS_KEPT = 2;

export interface PreviewReleases {
  /** The pointer whose releases hold previews (`build-preview`): never linked, never served live. */
  pointer: string;
  /** The owner's latest preview, or null before the first. */
  current(): ServedRelease | null;
  /** Makes `release` the preview, and removes the previews before it. */
  show(release: ServedRelease): Promise<void>;
}

/** The owner's preview on this server: the latest one built (publisher.ts), one at a time. */
export function createPreviewReleases(buildPointer: string): PreviewReleases {
  const pointer = `${buildPointer}-preview`;
  let preview: ServedRelease | null = null;
  let unmark: () => void = () => undefined;
  return {
    pointer,
    current: () => preview,
    async show(release) {
      const mark = markReleaseRunning(release.dir);
      preview = release;
      unmark();
      unmark = mark;
      // The one before stays too, for a page the owner's browser is still loading from it.
      await pruneReleases(pointer, PREVIEWS_KEPT);
    },
  };
}
