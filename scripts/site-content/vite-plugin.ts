/**
 * Puts the content the build is made from (read-content-file.ts) behind the pages' one door,
 * app/content-model/site-content.ts: the module is replaced by one JSON constant per document,
 * placeholders filled in, in the prerender and in the browser's bundles alike, so a page and its
 * islands cannot disagree. The file is read once per Vite process.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { filledContent } from "../../app/content-model/placeholders.ts";
import { CONTENT_DOCUMENT_IDS, type SiteContent } from "../../app/content-model/registry.ts";
import { readBuildContent } from "./read-content-file.ts";

const SITE_CONTENT_MODULE = fileURLToPath(
  new URL("../../app/content-model/site-content.ts", import.meta.url),
);

function siteContentModule(content: SiteContent): string {
  const filled = filledContent(content);
  return CONTENT_DOCUMENT_IDS.map(
    (id) => `export const ${id} = ${JSON.stringify(filled[id])};`,
  ).join("\n");
}

export function siteContentPlugin(): Plugin {
  let content: SiteContent | undefined;
  return {
    name: "kestrel:site-content",
    enforce: "pre",
    load(id) {
      if (id.split("?")[0] !== SITE_CONTENT_MODULE) return null;
      content ??= readBuildContent();
      return siteContentModule(content);
    },
  };
}
