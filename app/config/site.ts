/**
 * Every business fact the site states, in one place. Change the agency's details here and
 * the header, footer, contact page and structured data follow.
 */
/** Where "spots left" comes from: the brief's weekday table, or the week's paid audits. */
export type UrgencyMode = "weekday" | "capacity";

export const site = {
  brand: "Kestrel AI",
  legalName: "Kestrel Digital Solutions Ltd",
  companyNumber: "14829367",
  address: {
    street: "71–75 Shelton Street",
    locality: "Covent Garden",
    city: "London",
    postcode: "WC2H 9JQ",
    country: "GB",
  },
  /** The office on the map, for local search results (schema.org geo); the footer links to it. */
  geo: { latitude: 51.51494, longitude: -0.12363 },
  /** Office hours, London time: the footer and contact page say them, the structured data too. */
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:30",
  },
  /** Where the agency takes clients (schema.org areaServed); the footer's blurb says so. */
  areaServed: "United Kingdom",
  email: "hello@kestrel-ai.co.uk",
  /** A number from Ofcom's range reserved for drama: replace with the agency's real line. */
  phone: { display: "020 7946 0958", href: "tel:+442079460958" },
  founders: [
    {
      name: "Daniel Whitmore",
      role: "Co-founder, AI Solutions",
      profileUrl: "https://www.linkedin.com/in/daniel-whitmore-kestrel-ai",
    },
    {
      name: "Priya Raman",
      role: "Co-founder, Growth & Marketing",
      profileUrl: "https://www.linkedin.com/in/priya-raman-kestrel-ai",
    },
  ],
  /** The agency's own profiles, for search engines' knowledge panels (schema.org sameAs). */
  profiles: ["https://www.linkedin.com/company/kestrel-ai-uk"],
  sisterProduct: {
    name: "Sales Phoenix",
    tagline: "Turn dead leads into sales",
  },
  /** Offer terms quoted across the site; change them here only. */
  offers: {
    /** Pounds: the gas engineers' Google visibility audit, and the guarantee payout. */
    auditPrice: 99,
    auditCallMinutes: 15,
    discoveryCallMinutes: 30,
    enterpriseAuditDays: "2–3",
    enterpriseMinRevenue: "£10M+",
  },
  /**
   * The gas-engineer audit page's urgency: the countdown to Sunday night and the "spots left this
   * week" count. On by default, as the brief asks (docs/architecture.md); `enabled: false` shows
   * neither. `mode` is where "spots left" comes from (docs/decisions/0009-spots-left.md):
   * "weekday", the brief's table by day of the week (not real availability: npm run launch-check
   * fails it while the audit is paid online), or "capacity", `weeklyCapacity` less the audits
   * paid this week as Stripe's webhook reports them.
   */
  urgency: {
    enabled: true,
    mode: "weekday" as UrgencyMode,
    /** Audits the team can take each week (London time, Monday to Sunday), in "capacity" mode. */
    weeklyCapacity: 8,
  },
  stats: {
    efficiency: "94%",
    roi: "2.4x",
    clients: "50+",
    reengagement: "40%",
  },
} as const;

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
export function titleWithBrand(title: string): string {
  return title.includes(site.brand) ? title : `${title}${TITLE_SEPARATOR}${site.brand}`;
}

/** The page's own title back from a <title>: the social cards show it beside the brand. */
export function titleWithoutBrand(documentTitle: string): string {
  return documentTitle.replace(`${TITLE_SEPARATOR}${site.brand}`, "");
}

/** "Monday to Friday, 9am to 5.30pm": the hours as the pages word them. */
export function formatOpeningHours(): string {
  const { days, opens, closes } = site.openingHours;
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    const clock = `${hours % 12 || 12}${minutes ? `.${String(minutes).padStart(2, "0")}` : ""}`;
    return `${clock}${hours < 12 ? "am" : "pm"}`;
  };
  return `${days[0]} to ${days[days.length - 1]}, ${time(opens)} to ${time(closes)}`;
}

/**
 * What the agency charges, as the footer says it and schema.org's priceRange repeats it: the
 * audits have fixed prices, everything else is quoted.
 */
export function formatPriceRange(): string {
  return `Audits free or £${site.offers.auditPrice}; projects quoted after a free call`;
}

/** A map centred on the office, for the footer's address. */
export function mapUrl(): string {
  const { latitude, longitude } = site.geo;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

export function formatAddress(separator = ", "): string {
  const { street, locality, city, postcode } = site.address;
  return [street, locality, city, postcode].join(separator);
}
