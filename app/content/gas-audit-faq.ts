import { gasAuditFaq as faq } from "~/content-model/site-content";

/**
 * What gas engineers and plumbers ask before they book, answered on both gas-engineer pages and
 * marked up from this same copy as their FAQPage (routes/gas-engineers.tsx, routes/gas-audit.tsx).
 */
export const gasAuditFaq = faq;
