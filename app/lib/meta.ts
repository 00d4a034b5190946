import type { MetaDescriptor } from "react-router";
import { env } from "~/config/env";
import { site } from "~/config/site";

export interface PageMetaInput {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** Path of the page, used for the canonical URL. */
  path: string;
  /** Pages that should not appear in search results (thank-you, 404). */
  noindex?: boolean;
}

export const TITLE_SEPARATOR = " | ";

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).href;
}

export function fullTitle(title: string): string {
  return title.includes(site.brand) ? title : `${title}${TITLE_SEPARATOR}${site.brand}`;
}

/** One place that turns a page's copy into its <title>, description, canonical and social tags. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const titleText = fullTitle(title);
  return [
    { title: titleText },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: titleText },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
