/**
 * What `npm run build` makes the site from when SITE_CONTENT_FILE is unset: the content of the
 * release being served when the owner published it (its content.json beside published.json), so
 * a deploy of new code keeps the owner's words, prices and facts instead of going back to the
 * repository's. A release that `npm run build` made from the repository's content has no
 * published.json, and the build then uses the repository's content as before.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { readPublishMarker } from "../../server/publish/live-release";
import { resolveBuild } from "../../server/release";

export interface PublishedContent {
  file: string;
  revisionId: string;
}

export function publishedContentOf(pointer: string): PublishedContent | null {
  const { dir } = resolveBuild(pointer);
  const marker = readPublishMarker(dir);
  const file = join(dir, "content.json");
  return marker && existsSync(file) ? { file, revisionId: marker.revisionId } : null;
}
