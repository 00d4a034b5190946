/**
 * Every document of the site's content: what the owner's editor lists, what a published revision
 * holds and what the build renders (site-content.ts). Each has a schema, whose field labels and
 * messages the editor shows (README.md), and defaults: the content the site shipped with.
 */
import type * as z from "zod";
import { businessDefaults } from "./defaults/business-defaults.ts";
import { caseResultsDefaults } from "./defaults/case-results-defaults.ts";
import { agentsOverviewDefaults } from "./defaults/agents-overview-defaults.ts";
import { agentsDefaults } from "./defaults/agents-defaults.ts";
import { bookingEmbedDefaults } from "./defaults/booking-embed-defaults.ts";
import { contactDefaults } from "./defaults/contact-defaults.ts";
import { enterpriseAuditDefaults } from "./defaults/enterprise-audit-defaults.ts";
import { exitIntentDefaults } from "./defaults/exit-intent-defaults.ts";
import { gasAuditFaqDefaults } from "./defaults/gas-audit-faq-defaults.ts";
import { gasAuditDefaults } from "./defaults/gas-audit-defaults.ts";
import { gasEngineersDefaults } from "./defaults/gas-engineers-defaults.ts";
import { homeDefaults } from "./defaults/home-defaults.ts";
import { notFoundDefaults } from "./defaults/not-found-defaults.ts";
import { offersDefaults } from "./defaults/offers-defaults.ts";
import { privacyDefaults } from "./defaults/privacy-defaults.ts";
import { servicesDefaults } from "./defaults/services-defaults.ts";
import { siteFooterDefaults } from "./defaults/site-footer-defaults.ts";
import { siteHeaderDefaults } from "./defaults/site-header-defaults.ts";
import { testimonialsDefaults } from "./defaults/testimonials-defaults.ts";
import { thankYouDefaults } from "./defaults/thank-you-defaults.ts";
import { urgencyDefaults } from "./defaults/urgency-defaults.ts";
import { checkFilledText } from "./content-checks.ts";
import { businessSchema } from "./schemas/business-schema.ts";
import { caseResultsSchema } from "./schemas/case-results-schema.ts";
import { offersSchema } from "./schemas/offers-schema.ts";
import * as pages from "./schemas/page-schemas.ts";
import { privacySchema } from "./schemas/privacy-schema.ts";
import { testimonialsSchema } from "./schemas/testimonials-schema.ts";
import { urgencySchema } from "./schemas/urgency-schema.ts";

export interface ContentDocumentDefinition {
  /** The document's name in the editor's list. */
  title: string;
  /** One line for the owner: what changing it changes. */
  summary: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document's shape
  schema: z.ZodObject<any>;
  defaults: unknown;
}

export const contentDocuments = {
  business: {
    title: "Business details",
    summary: "Names, company number, address, map pin, opening hours, phone, email and founders",
    schema: businessSchema,
    defaults: businessDefaults,
  },
  offers: {
    title: "Prices and offers",
    summary: "The audit's price, call lengths, and the payment and booking links",
    schema: offersSchema,
    defaults: offersDefaults,
  },
  urgency: {
    title: "Urgency banner",
    summary: "The audit page's deadline banner, countdown and spots left",
    schema: urgencySchema,
    defaults: urgencyDefaults,
  },
  testimonials: {
    title: "Testimonials",
    summary: "The four customers' words on the audit page, with their consent",
    schema: testimonialsSchema,
    defaults: testimonialsDefaults,
  },
  caseResults: {
    title: "Case results",
    summary: "The enterprise audit page's results from past engagements",
    schema: caseResultsSchema,
    defaults: caseResultsDefaults,
  },
  home: {
    title: "Home page",
    summary: "The home page's headline, figures and sections",
    schema: pages.homeSchema,
    defaults: homeDefaults,
  },
  services: {
    title: "Service pages",
    summary: "The six service pages, from AI Integration to SMS & WhatsApp",
    schema: pages.servicesSchema,
    defaults: servicesDefaults,
  },
  agentsOverview: {
    title: "AI agents overview",
    summary: "The page introducing all eight agents",
    schema: pages.agentsOverviewSchema,
    defaults: agentsOverviewDefaults,
  },
  agents: {
    title: "AI agent pages",
    summary: "The eight agent pages, from the Sales Agent to Voice AI",
    schema: pages.agentsSchema,
    defaults: agentsDefaults,
  },
  contact: {
    title: "Contact page",
    summary: "The contact page's words; its details come from Business details",
    schema: pages.contactSchema,
    defaults: contactDefaults,
  },
  gasEngineers: {
    title: "Gas engineers page",
    summary: "Marketing for gas engineers and plumbers, with the free audit call",
    schema: pages.gasEngineersSchema,
    defaults: gasEngineersDefaults,
  },
  gasAudit: {
    title: "Paid audit page",
    summary: "The paid Google visibility audit's landing page",
    schema: pages.gasAuditSchema,
    defaults: gasAuditDefaults,
  },
  gasAuditFaq: {
    title: "Gas engineers' questions",
    summary: "The questions and answers on both gas-engineer pages",
    schema: pages.gasAuditFaqSchema,
    defaults: gasAuditFaqDefaults,
  },
  thankYou: {
    title: "Thank-you page",
    summary: "What visitors read after they ask for an audit, a report or book a call",
    schema: pages.thankYouSchema,
    defaults: thankYouDefaults,
  },
  enterpriseAudit: {
    title: "Enterprise audit page",
    summary: "The free enterprise software cost audit",
    schema: pages.enterpriseAuditSchema,
    defaults: enterpriseAuditDefaults,
  },
  exitIntent: {
    title: "Leaving popup",
    summary: "The free report offer shown when a visitor is about to leave the audit page",
    schema: pages.exitIntentSchema,
    defaults: exitIntentDefaults,
  },
  bookingEmbed: {
    title: "Booking calendar",
    summary: "The words around the booking calendar, and the invitation shown without one",
    schema: pages.bookingEmbedSchema,
    defaults: bookingEmbedDefaults,
  },
  notFound: {
    title: "Page not found",
    summary: "The page shown at an address the site does not have",
    schema: pages.notFoundSchema,
    defaults: notFoundDefaults,
  },
  header: {
    title: "Header",
    summary: "The words of the menu's controls on every page",
    schema: pages.siteHeaderSchema,
    defaults: siteHeaderDefaults,
  },
  footer: {
    title: "Footer",
    summary: "The footer's words on every page",
    schema: pages.siteFooterSchema,
    defaults: siteFooterDefaults,
  },
  privacy: {
    title: "Privacy notice",
    summary: "The privacy notice's date; who you are comes from Business details",
    schema: privacySchema,
    defaults: privacyDefaults,
  },
} as const satisfies Record<string, ContentDocumentDefinition>;

export type ContentDocumentId = keyof typeof contentDocuments;

export type SiteContent = {
  [K in ContentDocumentId]: z.infer<(typeof contentDocuments)[K]["schema"]>;
};

export const CONTENT_DOCUMENT_IDS = Object.keys(contentDocuments) as ContentDocumentId[];

export interface ContentIssue {
  document: ContentDocumentId;
  path: (string | number)[];
  message: string;
}

/** A fresh copy of the content the site shipped with. */
export function defaultSiteContent(): SiteContent {
  const result = parseSiteContent(
    Object.fromEntries(CONTENT_DOCUMENT_IDS.map((id) => [id, contentDocuments[id].defaults])),
  );
  if (!result.ok)
    throw new Error(`content-model: the defaults do not parse: ${formatIssues(result.issues)}`);
  return result.content;
}

/**
 * Checks a whole site's content against every document's schema, and every text's placeholders
 * against the ones the build fills in. Unknown documents are dropped; a missing one is an issue.
 */
export function parseSiteContent(
  input: unknown,
): { ok: true; content: SiteContent } | { ok: false; issues: ContentIssue[] } {
  const documents = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const issues: ContentIssue[] = [];
  const content: Record<string, unknown> = {};
  for (const id of CONTENT_DOCUMENT_IDS) {
    const result = contentDocuments[id].schema.safeParse(documents[id]);
    if (result.success) content[id] = result.data;
    else {
      for (const issue of result.error.issues) {
        issues.push({
          document: id,
          path: issue.path as (string | number)[],
          message: issue.message,
        });
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const site = content as SiteContent;
  const filledIssues = checkFilledText(site, CONTENT_DOCUMENT_IDS);
  return filledIssues.length > 0
    ? { ok: false, issues: filledIssues }
    : { ok: true, content: site };
}

/**
 * `input` as site content, or an error naming `source` ("SITE_CONTENT_FILE (…)", "revision 4")
 * and every issue: what the build does with a published revision, and what a server does with
 * the content a release was built from.
 */
export function siteContentFrom(input: unknown, source: string): SiteContent {
  const result = parseSiteContent(input);
  if (result.ok) return result.content;
  throw new Error(`${source} is not valid site content:\n${formatIssues(result.issues)}`);
}

/** Issues one per line, "business › phone: Enter a UK phone number…", for a build's log. */
function formatIssues(issues: readonly ContentIssue[]): string {
  return issues
    .map(({ document, path, message }) => `  ${[document, ...path].join(" › ")}: ${message}`)
    .join("\n");
}
