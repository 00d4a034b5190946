import { href } from "../lib/href";
import type { CallToAction } from "./types";

/** A button to /contact with the content's words: every service and agent page ends with one. */
export function contactCta(text: string): CallToAction {
  return { text, href: href("/contact") };
}

/** Each page of a catalogue with its button's link added, keyed by the same slugs. */
export function withContactCtas<Slug extends string, Page extends { cta: { text: string } }>(
  pages: Record<Slug, Page>,
): Record<Slug, Page & { cta: CallToAction }> {
  const entries = Object.entries(pages) as [Slug, Page][];
  return Object.fromEntries(
    entries.map(([slug, page]) => [slug, { ...page, cta: contactCta(page.cta.text) }]),
  ) as Record<Slug, Page & { cta: CallToAction }>;
}
