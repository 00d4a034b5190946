import { readdir } from "node:fs/promises";
import { relative, sep } from "node:path";
import type { ServedRelease } from "./served-release";

/** The URL path of every prerendered page of a release (each `…/index.html` of its client/). */
async function pagePaths(release: ServedRelease): Promise<string[]> {
  const entries = await readdir(release.clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => relative(release.clientDir, entry.parentPath).split(sep).join("/"))
    .filter((dir) => !dir.startsWith("assets"))
    .map((dir) => `/${dir}`)
    .sort();
}

/** The pages of `next` whose HTML differs from `live`'s (or that `live` lacks): what to preview. */
export async function changedPages(live: ServedRelease, next: ServedRelease): Promise<string[]> {
  const changed: string[] = [];
  for (const path of await pagePaths(next)) {
    const before = await live.page(path).catch(() => null);
    if (before !== (await next.page(path))) changed.push(path);
  }
  return changed;
}
