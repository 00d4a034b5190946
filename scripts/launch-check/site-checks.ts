/**
 * The site's own facts (the business document of the content): what still is the shipped,
 * fictional agency must be replaced before launch.
 */
import { dramaRange, nationalDigits } from "./drama-numbers";
import { fail, pass, type CheckRow } from "./rows";
import { SHIPPED_FACTS } from "./shipped-defaults";

/** The parts of the content's business facts the check reads (read-inputs.ts). */
export interface SiteFacts {
  companyNumber: string;
  address: { street: string; postcode: string };
  email: string;
  phone: { display: string; href: string };
  founders: readonly { name: string; profileUrl: string }[];
  profiles: readonly string[];
  offers: {
    auditPrice: number;
    /** The owner's links (Prices and offers); each empty one falls back to its VITE_* variable. */
    links?: { auditPayment?: string; gasBooking?: string; enterpriseBooking?: string };
  };
  urgency?: { enabled: boolean; mode?: "weekday" | "capacity"; weeklyCapacity?: number };
}

const SITE_FILE = "the owner's page, Site content › Business details";

/** Companies House numbers: eight digits, or two letters (SC, NI, OC...) and six digits. */
const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameUrl = (a: string, b: string) => sameText(a.replace(/\/+$/, ""), b.replace(/\/+$/, ""));

/** "kestrel-ai.co.uk" from "https://www.kestrel-ai.co.uk/": the domain, with or without www. */
export function domainOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

export function checkPhone({ display, href }: SiteFacts["phone"]): CheckRow {
  const item = "Phone number";
  const fix = `Set the phone number to the agency's real one in ${SITE_FILE}`;
  const range = dramaRange(display) ?? dramaRange(href);
  if (range) {
    return fail(item, `${display} is in Ofcom's range kept for TV drama: ${range}`, fix);
  }
  if (nationalDigits(display) !== nationalDigits(href)) {
    return fail(item, `display (${display}) and href (${href}) are different numbers`, fix);
  }
  return pass(item, display);
}

export function checkCompanyNumber(companyNumber: string): CheckRow {
  const item = "Company number";
  const fix = `Set the company number (and registered name) to the company's own in ${SITE_FILE}`;
  if (companyNumber.trim() === SHIPPED_FACTS.companyNumber) {
    return fail(item, `${companyNumber} is the shipped, fictional number`, fix);
  }
  if (!COMPANY_NUMBER.test(companyNumber.trim())) {
    return fail(item, `"${companyNumber}" is not a Companies House number`, fix);
  }
  return pass(item, companyNumber);
}

export function checkAddress(address: SiteFacts["address"]): CheckRow {
  const item = "Address";
  const shipped = SHIPPED_FACTS.address;
  if (sameText(address.street, shipped.street) && sameText(address.postcode, shipped.postcode)) {
    return fail(
      item,
      `${address.street}, ${address.postcode} is the shipped, fictional address`,
      `Set the address to the registered office in ${SITE_FILE}`,
    );
  }
  return pass(item, `${address.street}, ${address.postcode}`);
}

export function checkEmail(email: string, defaultSiteUrl: string): CheckRow {
  const item = "Email address";
  const shippedDomain = domainOf(defaultSiteUrl);
  const domain = email.trim().toLowerCase().split("@")[1];
  if (domain && domain.replace(/^www\./, "") === shippedDomain) {
    return fail(
      item,
      `${email} is on the shipped, fictional domain ${shippedDomain}`,
      `Set the email address to an inbox the agency reads, in ${SITE_FILE}`,
    );
  }
  return pass(item, email);
}

export function checkFounders(founders: SiteFacts["founders"]): CheckRow {
  const item = "Founders' profiles";
  const shipped = founders.filter((founder) =>
    SHIPPED_FACTS.founders.some(
      (example) =>
        sameText(founder.name, example.name) || sameUrl(founder.profileUrl, example.profileUrl),
    ),
  );
  if (shipped.length) {
    return fail(
      item,
      `${shipped.map((founder) => founder.name).join(" and ")}: the shipped, fictional ${shipped.length === 1 ? "founder" : "founders"} and profile ${shipped.length === 1 ? "link" : "links"}`,
      `Set the founders to the real ones and their profile links in ${SITE_FILE}`,
    );
  }
  return pass(item, `${founders.length} real ${founders.length === 1 ? "founder" : "founders"}`);
}

export function checkProfiles(profiles: SiteFacts["profiles"]): CheckRow {
  const item = "Agency's profiles";
  const shipped = profiles.filter((url) => SHIPPED_FACTS.profiles.some((s) => sameUrl(url, s)));
  if (shipped.length) {
    return fail(
      item,
      `${shipped.join(", ")} is the shipped, fictional profile`,
      `Set the company's profiles to its own pages (or none) in ${SITE_FILE}`,
    );
  }
  return pass(item, profiles.length ? profiles.join(", ") : "none listed");
}

/**
 * "Spots left" by weekday is a made-up number. While the audit is sold online that is a false
 * claim that a product is available only in limited numbers, a banned practice under the Digital
 * Markets, Competition and Consumers Act 2024 (Schedule 20), which the CMA can fine directly.
 */
export function checkUrgency(
  urgency: SiteFacts["urgency"],
  paymentUrl: string | undefined,
): CheckRow {
  const item = "Countdown and spots left";
  if (urgency && !urgency.enabled) return pass(item, "off (the urgency banner is switched off)");
  if (urgency?.mode === "capacity") {
    return pass(
      item,
      `spots left = ${urgency.weeklyCapacity ?? "?"} a week less the audits paid this week (Stripe's webhook)`,
    );
  }
  const fix = `Set spots left to come from "capacity" (with the audits a week and STRIPE_WEBHOOK_SECRET), or switch the banner off, in the owner's page, Site content › Urgency banner`;
  if (paymentUrl) {
    return fail(
      item,
      "spots left come from a weekday table while the audit is sold online (a payment link is set): a false claim of limited availability is a banned practice under the DMCC Act 2024, fined by the CMA",
      fix,
    );
  }
  return {
    item,
    status: "note",
    finding:
      "computed from the date (a deadline every Sunday night, spots left by weekday), not from real availability",
    fix,
  };
}
