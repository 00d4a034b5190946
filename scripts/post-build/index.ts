import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SiteEnv } from "../../app/config/env";
import { titleWithoutBrand } from "../../app/config/site";
import { LOGO_PATH } from "../../app/lib/meta-urls";
import { socialImagePath } from "../../app/lib/social-image-path";
import { listHtmlFiles } from "./built-files";
import { buildIslands } from "./island-build";
import { islandLoaderScript, withIslandLoader } from "./island-loader";
import { readBuiltPages } from "./built-pages";
import { precompress } from "./precompress";
import { headersFile } from "./security-headers";
import { robotsTxt, sitemapXml } from "./sitemap";
import { renderLogoPng, renderSocialCard } from "./social-cards";

const LOGO_SIZE_PX = 512;

const SPA_FALLBACK = "__spa-fallback.html";

/** Each island's built files, for `npm run size`: beside the client folder, never served. */
export const ISLANDS_FILE = "islands.json";

const STRAPLINE = "AI agents and growth for UK businesses";

/**
 * Runs after React Router has prerendered every page: the static-host 404 document, the social
 * cards, the logo, sitemap.xml, robots.txt and the security headers with each page's CSP, all
 * derived from the pages just written; last, the brotli and gzip copies of every text file.
 */
export async function postBuild(
  clientDir: string,
  { brand, env, mode }: { brand: string; env: SiteEnv; mode: string },
) {
  // React Router writes an SPA fallback even though every page is prerendered. Nothing serves it
  // (a host that did would answer mistyped URLs with 200), and it has no <title>, so it goes.
  await rm(join(clientDir, SPA_FALLBACK), { force: true });
  // The pages hydrate nothing but their islands: each gets the loader, which knows every
  // island's built entry (docs/decisions/0008-islands.md). `npm run size` checks every page.
  const islands = await buildIslands(clientDir, mode);
  const loader = await islandLoaderScript(islands);
  const known = new Set(islands.map((island) => island.name));
  for (const file of await listHtmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    for (const [, name] of html.matchAll(/\sdata-island="([^"]+)"/g)) {
      if (!known.has(name ?? "")) throw new Error(`post-build: no island entry named ${name}`);
    }
    await writeFile(file, withIslandLoader(html, loader));
  }
  await writeFile(join(dirname(clientDir), ISLANDS_FILE), `${JSON.stringify(islands, null, 2)}\n`);
  await copyFile(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));

  const pages = await readBuiltPages(clientDir);
  const home = pages.find((page) => page.path === "/");
  if (!home?.canonical) throw new Error("post-build: the home page has no canonical URL");
  const origin = new URL(home.canonical).origin;

  await mkdir(join(clientDir, "social"), { recursive: true });
  // The meta helper links each page to socialImagePath(path); the card is written right there.
  const indexable = pages.filter((page) => page.indexable);
  for (const page of indexable) {
    const title = titleWithoutBrand(page.title, brand);
    const png = await renderSocialCard({
      title,
      brand,
      strapline: STRAPLINE,
      host: new URL(origin).host,
    });
    await writeFile(join(clientDir, socialImagePath(page.path)), png);
  }
  await writeFile(join(clientDir, LOGO_PATH), await renderLogoPng(LOGO_SIZE_PX));
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(pages, new Date()));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(origin));
  await writeFile(join(clientDir, "_headers"), headersFile(pages, env));
  console.log(`post-build: ${indexable.length} social cards, sitemap.xml and robots.txt written`);

  // Last, so that every file above is compressed too.
  const packed = await precompress(clientDir);
  console.log(
    `post-build: ${packed.written} .br/.gz files for ${packed.files} text files ` +
      `(${Math.round(packed.rawBytes / 1024)} KB, ${Math.round(packed.brotliBytes / 1024)} KB as brotli)`,
  );
}
