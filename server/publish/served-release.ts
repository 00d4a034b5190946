import type { Context } from "hono";
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { loadHeaderRules, type HeaderRules } from "../header-rules";
import { createStaticFiles } from "../static-files";
import { asPreviewFile, withNoindexMeta } from "./preview-pages";

/**
 * One release as the server serves it: its pages, its `_headers` rules and so each page's CSP
 * hashes, read together. A request is answered from one of these from start to end
 * (`c.var.release`, set first thing by app.ts), so a publish that switches releases meanwhile
 * never mixes one release's HTML with another's headers.
 */
export interface ServedRelease {
  /** The release folder's name (build-<time>). */
  id: string;
  /** The release folder, holding client/ (and node/ for one `npm run build` wrote). */
  dir: string;
  clientDir: string;
  headerRules: HeaderRules;
  /** The file for a GET or HEAD, or the not-found document (static-files.ts). */
  serveFile(c: Context): Promise<Response>;
  /** A prerendered page's HTML as built (its index.html), read once per release. */
  page(path: string): Promise<string>;
  /** A preview for the signed-in owner: never indexed, never cached (preview-access.ts). */
  preview: boolean;
}

declare module "hono" {
  interface ContextVariableMap {
    release: ServedRelease;
  }
}

/**
 * The release in `clientDir` (a release's client/ folder). Loading reads `_headers` at once; pages
 * are read when first asked for and then kept, as the server did with one release before.
 */
export function loadRelease(
  clientDir: string,
  { preview = false }: { preview?: boolean } = {},
): ServedRelease {
  const headerRules = loadHeaderRules(join(clientDir, "_headers"));
  const serveFile = createStaticFiles(clientDir, headerRules);
  const pages = new Map<string, Promise<string>>();
  const dir = dirname(clientDir);
  return {
    id: basename(dir),
    dir,
    clientDir,
    headerRules,
    serveFile: preview ? async (c) => asPreviewFile(await serveFile(c)) : serveFile,
    page(path) {
      let html = pages.get(path);
      if (!html) {
        const file = readFile(join(clientDir, path, "index.html"), "utf8");
        html = preview ? file.then(withNoindexMeta) : file;
        // A failed read is not kept: the next request tries again.
        html.catch(() => pages.delete(path));
        pages.set(path, html);
      }
      return html;
    },
    preview,
  };
}

/** The release this request is answered from (set by app.ts before any route runs). */
export function releaseOf(c: Context): ServedRelease {
  return c.get("release");
}

/** Which release is live, replaced in one assignment by a publish (publisher.ts). */
export interface ReleaseSwitch {
  current(): ServedRelease;
  /** Makes `next` live for every request that starts from now on; returns the one it replaced. */
  switchTo(next: ServedRelease): ServedRelease;
}

export function createReleaseSwitch(initial: ServedRelease): ReleaseSwitch {
  let live = initial;
  return {
    current: () => live,
    switchTo(next) {
      const previous = live;
      live = next;
      return previous;
    },
  };
}
