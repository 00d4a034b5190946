import type { BuiltPage } from "./built-pages";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** sitemap.xml listing exactly the indexable pages, by their canonical URLs. */
export function sitemapXml(pages: readonly BuiltPage[], lastModified: Date): string {
  const date = lastModified.toISOString().slice(0, 10);
  const urls = pages
    .filter((page) => page.indexable)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(page.canonical)}</loc>\n    <lastmod>${date}</lastmod>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`;
}
