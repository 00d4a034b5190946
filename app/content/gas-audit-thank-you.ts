import { CalendarCheck } from "lucide-react";
import { href } from "../lib/href";
import { thankYou } from "~/content-model/site-content";
import type { PageContent } from "./types";

/**
 * Who reaches the thank-you page, told apart by its `?from=` parameter: each is told their own
 * truth. Only "booking" has booked anything; "paid-audit" has paid; "audit" and "report" have
 * only sent their details. See docs/decisions/0005-offers-and-prices.md.
 */
export type ThankYouSource = "paid-audit" | "audit" | "report" | "booking";

interface ThankYouVariant {
  hero: { eyebrow: string; title: string; description: string };
  /** The booking calendar (or its fallback), for those who still have a call to book. */
  booking?: { title: string; intro: string; points: readonly string[] };
  steps: readonly { title: string; description: string }[];
}

const variants: Record<ThankYouSource | "default", ThankYouVariant> = thankYou.variants;

/** Every visitor the page tells apart, each with words of their own. */
export const THANK_YOU_SOURCES = Object.keys(variants).filter(
  (source): source is ThankYouSource => source !== "default",
);

/** The thank-you page's words for someone who came from `from` (unknown values get the default). */
export function thankYouVariant(from: string | null): ThankYouVariant {
  return from && from in variants && from !== "default"
    ? variants[from as ThankYouSource]
    : variants.default;
}

/** Copy for the thank-you page of the gas-engineer audit, the popup's report and the booking calendar. */
export const gasAuditThankYouPage = {
  meta: thankYou.meta,
  icon: CalendarCheck,
  nextStepsHeading: thankYou.nextStepsHeading,
  bookingEmbedTitle: thankYou.bookingEmbedTitle,
  includes: thankYou.includes,
  closing: {
    ...thankYou.closing,
    action: { text: thankYou.closing.action.text, href: href("/contact") },
  },
} satisfies PageContent;
