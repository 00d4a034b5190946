/**
 * Every business fact the site states, as the pages use them: from the business, offers, urgency
 * and home documents of the content the build was made from (content-model/site-content.ts).
 * The owner changes them in the content, and the header, footer, contact page and structured data
 * follow.
 */
import {
  formatAddress as formatAddressOf,
  formatOpeningHours as formatHours,
  mapUrl as mapUrlOf,
  phoneHref,
} from "../content-model/business-format";
import { business, footer, offers, urgency } from "../content-model/site-content";

/** Where "spots left" comes from: the brief's weekday table, or the week's paid audits. */
export type UrgencyMode = "weekday" | "capacity";

export const site = {
  ...business,
  phone: { display: business.phone, href: phoneHref(business.phone) },
  offers: {
    /** Pounds: the gas engineers' Google visibility audit, and the guarantee payout. */
    auditPrice: offers.auditPrice,
    auditCallMinutes: offers.auditCallMinutes,
    discoveryCallMinutes: offers.discoveryCallMinutes,
    enterpriseAuditDays: offers.enterpriseAuditDays,
    enterpriseMinRevenue: offers.enterpriseMinRevenue,
  },
  /**
   * The gas-engineer audit page's urgency (docs/decisions/0009-spots-left.md): `mode` "weekday"
   * is the brief's table by day of the week (npm run launch-check fails it while the audit is paid
   * online), "capacity" the weekly capacity less the audits paid this week.
   */
  urgency: {
    enabled: urgency.enabled,
    mode: urgency.spots.mode as UrgencyMode,
    weeklyCapacity: urgency.spots.weeklyCapacity,
    /** The banner's line, `{deadline}` where the date goes. */
    wording: urgency.wording,
    /** The date the owner picked ("YYYY-MM-DD"), or null for the end of the coming Sunday. */
    endsOn: urgency.deadline.rule === "fixed-date" ? urgency.deadline.date : null,
  },
};

/**
 * The public origin until VITE_SITE_URL names the real one: the build's canonical URLs
 * (config/env.ts) and the server's CORS origin (server/config.ts) both fall back to it, and
 * launch-check fails while it is still in use.
 */
export const DEFAULT_SITE_URL = "https://www.kestrel-ai.co.uk";

const TITLE_SEPARATOR = " | ";

/**
 * Every document's <title>: the page's own, then the brand unless the title already names it.
 * The prerendered pages (lib/meta.ts) and the server's admin page both use it.
 */
export function titleWithBrand(title: string, brand: string = site.brand): string {
  return title.includes(brand) ? title : `${title}${TITLE_SEPARATOR}${brand}`;
}

/** The page's own title back from a <title>: the social cards show it beside the brand. */
export function titleWithoutBrand(documentTitle: string, brand: string = site.brand): string {
  return documentTitle.replace(`${TITLE_SEPARATOR}${brand}`, "");
}

/** "Monday to Friday, 9am to 5.30pm": the hours as the pages word them. */
export function formatOpeningHours(): string {
  return formatHours(site.openingHours);
}

/**
 * What the agency charges, as the footer says it and schema.org's priceRange repeats it: the
 * audits have fixed prices, everything else is quoted.
 */
export function formatPriceRange(): string {
  return footer.prices;
}

/** A map centred on the office, for the footer's address. */
export function mapUrl(): string {
  return mapUrlOf(site.geo);
}

export function formatAddress(separator = ", "): string {
  return formatAddressOf(site.address, separator);
}
