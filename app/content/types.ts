import type { LucideIcon } from "lucide-react";

/** A card in a grid: an agent, a consultancy service, a benefit. */
export interface ContentCard {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the card leads, when it leads anywhere. */
  href?: string;
}

/** A card that leads to a page. */
export type LinkedCard = ContentCard & { href: string };

export interface CallToAction {
  text: string;
  href: string;
}

/** The copy every page carries into its <title> and meta description. */
export interface PageMetaCopy {
  /** At most 60 characters including the brand suffix the meta helper adds. */
  title: string;
  /** 70–160 characters. */
  description: string;
}

/**
 * The one shape of a page's content object (`homePage`, `contactPage`...): its search-result
 * copy, then its sections by name, in the order the page shows them.
 */
export interface PageContent {
  meta: PageMetaCopy;
  readonly [section: string]: unknown;
}

/** A page's entry in menus and card grids. */
export interface CatalogueEntry<Slug extends string = string> {
  slug: Slug;
  /** Short name used in menus and cards ("AI Integration"). */
  name: string;
  icon: LucideIcon;
  /** One line for menus and cards. */
  summary: string;
}

export interface FeatureBlock {
  title: string;
  description: string;
  /** Decorative illustration shown beside the text. */
  image: "reactivation" | "scale";
  buttonText: string;
  buttonLink: string;
  /** Links to another site open in a new tab. */
  external?: boolean;
  imagePosition?: "left" | "right";
}
