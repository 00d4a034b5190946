import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { socialImagePath } from "../../app/lib/social-image-path";
import { readBuiltPages } from "./built-pages";
import { robotsTxt, sitemapXml } from "./sitemap";
import { renderLogoPng, renderSocialCard } from "./social-cards";

const LOGO_SIZE_PX = 512;
const STRAPLINE = "AI agents and growth for UK businesses";

/**
 * Runs after React Router has prerendered every page: the static-host 404 document, the social
 * cards, the logo, sitemap.xml and robots.txt, all derived from the pages just written.
 */
export async function postBuild(clientDir: string, { brand }: { brand: string }) {
  await copyFile(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));

  const pages = await readBuiltPages(clientDir);
  const home = pages.find((page) => page.path === "/");
  if (!home?.canonical) throw new Error("post-build: the home page has no canonical URL");
  const origin = new URL(home.canonical).origin;

  await mkdir(join(clientDir, "social"), { recursive: true });
  // The meta helper links each page to socialImagePath(path); the card is written right there.
  const indexable = pages.filter((page) => page.indexable);
  for (const page of indexable) {
    const title = page.title.replace(` | ${brand}`, "");
    const png = await renderSocialCard({
      title,
      brand,
      strapline: STRAPLINE,
      host: new URL(origin).host,
    });
    await writeFile(join(clientDir, socialImagePath(page.path)), png);
  }
  await writeFile(join(clientDir, "logo.png"), await renderLogoPng(LOGO_SIZE_PX));
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(pages, new Date()));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(origin));
  console.log(`post-build: ${indexable.length} social cards, sitemap.xml and robots.txt written`);
}
