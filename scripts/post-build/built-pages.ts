import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

export interface BuiltPage {
  /** The URL path, e.g. "/ai-agents/voice-ai". */
  path: string;
  file: string;
  html: string;
  canonical: string;
  title: string;
  description: string;
  indexable: boolean;
}

function attribute(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  return match?.[1] ? decodeEntities(match[1]) : "";
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

async function findIndexFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" ? [] : findIndexFiles(full);
      return entry.name === "index.html" ? [full] : [];
    }),
  );
  return nested.flat();
}

/**
 * Every prerendered page as the build wrote it. Reading the output, rather than a second list
 * of routes, is what keeps the sitemap and the social cards in step with the prerender list.
 */
export async function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = await findIndexFiles(clientDir);
  const pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(file, "utf8");
      const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
      return {
        path: `/${dir}`,
        file,
        html,
        canonical: attribute(html, /<link rel="canonical" href="([^"]*)"/),
        title: attribute(html, /<meta property="og:title" content="([^"]*)"/),
        description: attribute(html, /<meta name="description" content="([^"]*)"/),
        indexable: !/<meta name="robots" content="[^"]*noindex/.test(html),
      };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
