import { href } from "../lib/href";
import type { ThankYouSource } from "~/content/gas-audit-thank-you";
import { agentCatalogue } from "./agent-catalogue";
import { serviceCatalogue } from "./service-catalogue";

/** URL paths of the data-driven pages, shared by the route map, menus, cards and lookups. */
export const servicePath = (slug: string) => `/${slug}`;
export const agentPath = (slug: string) => `/ai-agents/${slug}`;

export const servicePaths = serviceCatalogue.map((service) => servicePath(service.slug));
export const agentPaths = agentCatalogue.map((agent) => agentPath(agent.slug));

/** Where the £99 audit form and the exit-intent popup send a visitor once the lead is stored. */
export const GAS_AUDIT_THANK_YOU_PATH = href("/free-audit-booking-success-page");
/** The thank-you page as a given kind of visitor should see it (see content/gas-audit-thank-you). */
export function gasAuditThankYouPath(from: ThankYouSource): string {
  return `${GAS_AUDIT_THANK_YOU_PATH}?from=${from}`;
}

/** The prerendered not-found page (also written as 404.html for static hosts). */
export const NOT_FOUND_PATH = "/404";

/**
 * Pages kept out of search results and the sitemap: only people who have just sent a lead
 * should reach the thank-you page. The meta helper, the sitemap, the tests and the bench read this.
 */
export const NOINDEX_PATHS: ReadonlySet<string> = new Set([
  GAS_AUDIT_THANK_YOU_PATH,
  NOT_FOUND_PATH,
]);

export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
