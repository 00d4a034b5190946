/**
 * What must be real before the site goes live, as rows of a table: pure functions of the inputs
 * (read-inputs.ts reads them from a project), so each rule is testable on its own.
 */
import { MIN_ADMIN_PASSWORD_LENGTH } from "../../server/config";
import { dramaRange, nationalDigits } from "./drama-numbers";
import { SHIPPED_FACTS } from "./shipped-defaults";

/** `fail` stops the launch; a `note` is worth knowing but the owner may keep it. */
export type CheckStatus = "pass" | "fail" | "note";

export interface CheckRow {
  item: string;
  status: CheckStatus;
  /** What the check found. */
  finding: string;
  /** What to change, and where (file or variable); only when there is something to do. */
  fix?: string;
}

/** The parts of app/config/site.ts the check reads. */
export interface SiteFacts {
  companyNumber: string;
  address: { street: string; postcode: string };
  email: string;
  phone: { display: string; href: string };
  founders: readonly { name: string; profileUrl: string }[];
  profiles: readonly string[];
  offers: { auditPrice: number };
  urgency?: { enabled: boolean };
}

/** Items of a content file that carry an `example` flag, and how many are still `true`. */
export interface ExampleCount {
  flagged: number;
  examples: number;
}

export const BUILD_VARIABLES = [
  "VITE_SITE_URL",
  "VITE_AUDIT_PAYMENT_URL",
  "VITE_GAS_BOOKING_EMBED_URL",
  "VITE_ENTERPRISE_BOOKING_URL",
] as const;
export const SERVER_VARIABLES = [
  "AUDIT_WEBHOOK_URL",
  "CONTACT_WEBHOOK_URL",
  "EXIT_INTENT_WEBHOOK_URL",
  "ADMIN_PASSWORD",
] as const;
type BuildVariable = (typeof BUILD_VARIABLES)[number];
type ServerVariable = (typeof SERVER_VARIABLES)[number];

export interface LaunchInputs {
  site: SiteFacts;
  testimonials: ExampleCount;
  caseResults: ExampleCount;
  /** DEFAULT_SITE_URL from app/config/site.ts: the shipped, fictional domain. */
  defaultSiteUrl: string;
  /** As the production build reads them (environment, then .env files); unset when blank. */
  build: { values: Partial<Record<BuildVariable, string>>; error?: string };
  /** As the server reads them at start (environment, then .env); unset when blank. */
  server: { values: Partial<Record<ServerVariable, string>>; error?: string };
}

const SITE_FILE = "app/config/site.ts";
const TESTIMONIALS_FILE = "app/content/testimonials.ts";
const CASE_RESULTS_FILE = "app/content/enterprise-audit.ts";
const REBUILD = "in .env or the build's environment, then rebuild";
const RESTART = "in .env or the server's environment, then restart the server";

/** Companies House numbers: eight digits, or two letters (SC, NI, OC...) and six digits. */
const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sameUrl = (a: string, b: string) => sameText(a.replace(/\/+$/, ""), b.replace(/\/+$/, ""));
const pass = (item: string, finding: string): CheckRow => ({ item, status: "pass", finding });
const fail = (item: string, finding: string, fix: string): CheckRow => ({
  item,
  status: "fail",
  finding,
  fix,
});

/** "kestrel-ai.co.uk" from "https://www.kestrel-ai.co.uk/": the domain, with or without www. */
function domainOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

function checkPhone({ display, href }: SiteFacts["phone"]): CheckRow {
  const item = "Phone number";
  const fix = `Set site.phone (display and href) to the agency's real number in ${SITE_FILE}`;
  const range = dramaRange(display) ?? dramaRange(href);
  if (range) {
    return fail(item, `${display} is in Ofcom's range kept for TV drama: ${range}`, fix);
  }
  if (nationalDigits(display) !== nationalDigits(href)) {
    return fail(item, `display (${display}) and href (${href}) are different numbers`, fix);
  }
  return pass(item, display);
}

function checkCompanyNumber(companyNumber: string): CheckRow {
  const item = "Company number";
  const fix = `Set site.companyNumber (and site.legalName) to the company's own in ${SITE_FILE}`;
  if (companyNumber.trim() === SHIPPED_FACTS.companyNumber) {
    return fail(item, `${companyNumber} is the shipped, fictional number`, fix);
  }
  if (!COMPANY_NUMBER.test(companyNumber.trim())) {
    return fail(item, `"${companyNumber}" is not a Companies House number`, fix);
  }
  return pass(item, companyNumber);
}

function checkAddress(address: SiteFacts["address"]): CheckRow {
  const item = "Address";
  const shipped = SHIPPED_FACTS.address;
  if (sameText(address.street, shipped.street) && sameText(address.postcode, shipped.postcode)) {
    return fail(
      item,
      `${address.street}, ${address.postcode} is the shipped, fictional address`,
      `Set site.address to the registered office in ${SITE_FILE}`,
    );
  }
  return pass(item, `${address.street}, ${address.postcode}`);
}

function checkEmail(email: string, defaultSiteUrl: string): CheckRow {
  const item = "Email address";
  const shippedDomain = domainOf(defaultSiteUrl);
  const domain = email.trim().toLowerCase().split("@")[1];
  if (domain && domain.replace(/^www\./, "") === shippedDomain) {
    return fail(
      item,
      `${email} is on the shipped, fictional domain ${shippedDomain}`,
      `Set site.email to an inbox the agency reads, in ${SITE_FILE}`,
    );
  }
  return pass(item, email);
}

function checkFounders(founders: SiteFacts["founders"]): CheckRow {
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
      `Set site.founders to the real founders and their profile links in ${SITE_FILE}`,
    );
  }
  return pass(item, `${founders.length} real ${founders.length === 1 ? "founder" : "founders"}`);
}

function checkProfiles(profiles: SiteFacts["profiles"]): CheckRow {
  const item = "Agency's profiles";
  const shipped = profiles.filter((url) => SHIPPED_FACTS.profiles.some((s) => sameUrl(url, s)));
  if (shipped.length) {
    return fail(
      item,
      `${shipped.join(", ")} is the shipped, fictional profile`,
      `Set site.profiles to the agency's own profile pages (or none) in ${SITE_FILE}`,
    );
  }
  return pass(item, profiles.length ? profiles.join(", ") : "none listed");
}

function checkExamples(
  item: string,
  { flagged, examples }: ExampleCount,
  what: string,
  file: string,
): CheckRow {
  if (examples > 0) {
    return fail(
      item,
      `${examples} of ${flagged} still ${examples === 1 ? "an example" : "examples"} (example: true)`,
      `Replace each with ${what}, then set its example to false in ${file}`,
    );
  }
  return pass(item, flagged ? `all ${flagged} marked real` : "no examples left");
}

function checkSiteUrl(value: string | undefined, defaultSiteUrl: string): CheckRow {
  const item = "Site address";
  const fix = `Set VITE_SITE_URL to the live origin ${REBUILD}`;
  if (!value) {
    return fail(
      item,
      `VITE_SITE_URL is unset: canonical URLs, the sitemap and social cards name ${defaultSiteUrl}`,
      fix,
    );
  }
  if (domainOf(value) === domainOf(defaultSiteUrl)) {
    return fail(item, `VITE_SITE_URL is still the shipped domain (${value})`, fix);
  }
  return pass(item, `VITE_SITE_URL is ${value}`);
}

function checkVariable(
  item: string,
  name: BuildVariable | ServerVariable,
  value: string | undefined,
  whenUnset: string,
  where: string,
): CheckRow {
  if (!value) return fail(item, `${name} is unset: ${whenUnset}`, `Set ${name} ${where}`);
  // Webhooks and the admin password are credentials: never echoed.
  return pass(item, `${name} is set`);
}

function checkUrgency(urgency: SiteFacts["urgency"]): CheckRow {
  const item = "Countdown and spots left";
  if (urgency && !urgency.enabled) return pass(item, "off (site.urgency.enabled is false)");
  return {
    item,
    status: "note",
    finding:
      "computed from the date (a deadline every Sunday night, spots left by weekday), not from real availability",
    fix: `To show neither, set site.urgency.enabled to false in ${SITE_FILE}`,
  };
}

export function launchChecks(inputs: LaunchInputs): CheckRow[] {
  const { site, defaultSiteUrl } = inputs;
  const build = inputs.build.values;
  const server = inputs.server.values;
  const rows = [
    checkPhone(site.phone),
    checkCompanyNumber(site.companyNumber),
    checkAddress(site.address),
    checkEmail(site.email, defaultSiteUrl),
    checkFounders(site.founders),
    checkProfiles(site.profiles),
    checkExamples(
      "Testimonials",
      inputs.testimonials,
      "a real customer's words, used with their written consent",
      TESTIMONIALS_FILE,
    ),
    checkExamples(
      "Case results (/free-audit)",
      inputs.caseResults,
      "a real engagement the client agreed to have described",
      CASE_RESULTS_FILE,
    ),
    checkSiteUrl(build.VITE_SITE_URL, defaultSiteUrl),
    checkVariable(
      `£${site.offers.auditPrice} audit payment`,
      "VITE_AUDIT_PAYMENT_URL",
      build.VITE_AUDIT_PAYMENT_URL,
      "the audit form sends visitors straight to the thank-you page, and nobody pays",
      REBUILD,
    ),
    checkVariable(
      "Gas booking calendar",
      "VITE_GAS_BOOKING_EMBED_URL",
      build.VITE_GAS_BOOKING_EMBED_URL,
      'the gas-engineer page shows a "get in touch" card instead of a calendar',
      REBUILD,
    ),
    checkVariable(
      "Enterprise audit booking",
      "VITE_ENTERPRISE_BOOKING_URL",
      build.VITE_ENTERPRISE_BOOKING_URL,
      "/free-audit's discovery-call button goes to the contact page",
      REBUILD,
    ),
  ];
  if (inputs.build.error) {
    rows.push(
      fail(
        "Build settings",
        `the build would stop: ${inputs.build.error}`,
        `Correct the values named ${REBUILD}`,
      ),
    );
  }
  rows.push(
    checkVariable(
      "Audit leads webhook",
      "AUDIT_WEBHOOK_URL",
      server.AUDIT_WEBHOOK_URL,
      "audit-form leads and popup report requests are stored, but nobody is told",
      RESTART,
    ),
    checkVariable(
      "Contact leads webhook",
      "CONTACT_WEBHOOK_URL",
      server.CONTACT_WEBHOOK_URL,
      "contact-form leads are stored, but nobody is told",
      RESTART,
    ),
    checkVariable(
      "Exit-intent leads webhook",
      "EXIT_INTENT_WEBHOOK_URL",
      server.EXIT_INTENT_WEBHOOK_URL,
      "popup leads are stored, but nobody is told",
      RESTART,
    ),
    checkVariable(
      "Owner's lead page",
      "ADMIN_PASSWORD",
      server.ADMIN_PASSWORD,
      "/admin/leads answers 404; stored leads show only in npm run leads on the server",
      `(${MIN_ADMIN_PASSWORD_LENGTH} characters or more) ${RESTART}`,
    ),
  );
  if (inputs.server.error) {
    rows.push(
      fail(
        "Server settings",
        `the server would not start: ${inputs.server.error}`,
        `Correct the values named ${RESTART}`,
      ),
    );
  }
  rows.push(checkUrgency(site.urgency));
  return rows;
}
