/**
 * The one door through which pages read the site's content: each document, its placeholders
 * filled in. In a build, scripts/site-content/vite-plugin.ts replaces this module with the content
 * the build was made from (SITE_CONTENT_FILE, checked), one constant per document so that a page's
 * JavaScript carries only the documents it uses. Run any other way (unit tests, tsx) it holds the
 * defaults, which is also what a build without SITE_CONTENT_FILE renders.
 */
import { filledContent } from "./placeholders";
import { defaultSiteContent } from "./registry";

const content = filledContent(defaultSiteContent());

export const business = content.business;
export const offers = content.offers;
export const urgency = content.urgency;
export const testimonials = content.testimonials;
export const caseResults = content.caseResults;
export const home = content.home;
export const services = content.services;
export const agentsOverview = content.agentsOverview;
export const agents = content.agents;
export const contact = content.contact;
export const gasEngineers = content.gasEngineers;
export const gasAudit = content.gasAudit;
export const gasAuditFaq = content.gasAuditFaq;
export const thankYou = content.thankYou;
export const enterpriseAudit = content.enterpriseAudit;
export const exitIntent = content.exitIntent;
export const bookingEmbed = content.bookingEmbed;
export const notFound = content.notFound;
export const header = content.header;
export const footer = content.footer;
export const privacy = content.privacy;
