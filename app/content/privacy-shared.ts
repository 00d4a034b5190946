/**
 * What the privacy notice is made of, and what its sections share. Its copy is split by topic
 * (privacy-data-use.ts, privacy-rights.ts) so that each module stays readable.
 */
import { site } from "~/config/site";

/** A run of text with an optional link inside a paragraph, so addresses stay clickable. */
type PrivacyInline = string | { text: string; href: string };

/** A plain paragraph, or one that mixes text and links. */
export type PrivacyParagraph = string | readonly PrivacyInline[];

/** A bullet: plain text, a bold term with its explanation, or a browser storage key. */
export type PrivacyListItem =
  | string
  | { term: string; text: string }
  | { code: string; storage: "session storage" | "local storage"; text: string };

export interface PrivacySection {
  /** Anchor for the table of contents and the section's heading id. */
  id: string;
  heading: string;
  paragraphs: readonly PrivacyParagraph[];
  /** Shows the controller's registered details (from the site config) after the paragraphs. */
  showControllerDetails?: boolean;
  list?: readonly PrivacyListItem[];
  /** Paragraphs that follow the list. */
  after?: readonly PrivacyParagraph[];
}

export const emailLink = { text: site.email, href: `mailto:${site.email}` };
