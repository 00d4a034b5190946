import type { MetaDescriptor } from "react-router";
import { site, titleWithBrand } from "~/config/site";
import { absoluteUrl, SOCIAL_IMAGE_HEIGHT_PX, SOCIAL_IMAGE_WIDTH_PX } from "./meta-urls";
import { socialImagePath } from "./social-image-path";
import { organization, website, type JsonLd } from "./structured-data";

export { absoluteUrl } from "./meta-urls";

export interface PageMetaInput {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  description: string;
  /** Path of the page, used for the canonical URL and its social card. */
  path: string;
  /** Pages that should not appear in search results (thank-you, 404). */
  noindex?: boolean;
  /** Page-specific schema.org blocks, added after Organization and WebSite. */
  structuredData?: JsonLd[];
}

export const fullTitle = titleWithBrand;

/**
 * One place that turns a page's copy into its <title>, description, canonical URL, social tags
 * and structured data. Pages kept out of search share the home page's social card.
 */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const titleText = fullTitle(title);
  const image = absoluteUrl(socialImagePath(noindex ? "/" : path));
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
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_WIDTH_PX) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_HEIGHT_PX) },
    { property: "og:image:alt", content: titleText },
    { name: "twitter:card", content: "summary_large_image" },
    ...[organization(), website(), ...structuredData].map((block) => ({
      "script:ld+json": block,
    })),
  ];
}
