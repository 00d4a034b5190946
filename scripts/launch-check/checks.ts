/**
 * What must be real before the site goes live, as rows of a table: pure functions of the inputs
 * (read-inputs.ts reads them from a project), so each rule is testable on its own. The site's
 * facts are in site-checks.ts, who hears about a lead in lead-channel-checks.ts.
 */
import type { LaunchItem } from "../../app/content-model/launch-items";
import { contentItemChecks } from "./content-item-checks";
import { LEAD_CHANNEL_VARIABLES, leadChannelChecks } from "./lead-channel-checks";
import { checkVariable, fail, pass, REBUILD, RESTART, type CheckRow } from "./rows";
import {
  checkAddress,
  checkCompanyNumber,
  checkEmail,
  checkFounders,
  checkPhone,
  checkProfiles,
  checkUrgency,
  domainOf,
  type SiteFacts,
} from "./site-checks";

export type { CheckRow, CheckStatus } from "./rows";
export type { SiteFacts } from "./site-checks";

export const BUILD_VARIABLES = [
  "VITE_SITE_URL",
  "VITE_AUDIT_PAYMENT_URL",
  "VITE_GAS_BOOKING_EMBED_URL",
  "VITE_ENTERPRISE_BOOKING_URL",
] as const;
export const SERVER_VARIABLES = [...LEAD_CHANNEL_VARIABLES, "STRIPE_WEBHOOK_SECRET"] as const;
type BuildVariable = (typeof BUILD_VARIABLES)[number];
type ServerVariable = (typeof SERVER_VARIABLES)[number];

export interface LaunchInputs {
  site: SiteFacts;
  /** What the content still has of the shipped agency, by field (app/content-model/launch-items.ts). */
  contentItems: readonly LaunchItem[];
  /** DEFAULT_SITE_URL from app/config/site.ts: the shipped, fictional domain. */
  defaultSiteUrl: string;
  /**
   * As the production build reads them (environment, then .env files); unset when blank.
   * `problems`: what the build would refuse, by variable.
   */
  build: { values: Partial<Record<BuildVariable, string>>; problems?: Problems };
  /** As the server reads them at start (environment, then .env), and what it would refuse. */
  server: { values: Partial<Record<ServerVariable, string>>; problems?: Problems };
  /** Settings whose names look like the site's without being one, each described in a line. */
  unknown?: readonly string[];
}

/** A refused value's message, by the variable it names. */
export type Problems = Readonly<Record<string, string>>;

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
  return { ...pass(item, `VITE_SITE_URL is ${value}`), variables: ["VITE_SITE_URL"] };
}

/**
 * A row whose setting the build or server refuses fails with the reason (never ✔ beside a ✘ for
 * the same setting); the refusals no row judges are gathered in one row for each side.
 */
function withRefusals(
  rows: CheckRow[],
  sides: { item: string; refuses: string; where: string; problems: Problems }[],
): CheckRow[] {
  const covered = new Set<string>();
  const judged = rows.map((row) => {
    for (const { refuses, where, problems } of sides) {
      const own = (row.variables ?? []).filter((name) => problems[name]);
      if (!own.length) continue;
      own.forEach((name) => covered.add(name));
      const reasons = own.map((name) => problems[name]).join("; ");
      return fail(row.item, `${refuses}: ${reasons}`, `Correct ${own.join(", ")} ${where}`);
    }
    return row;
  });
  for (const { item, refuses, where, problems } of sides) {
    const rest = Object.entries(problems).filter(([name]) => !covered.has(name));
    if (rest.length) {
      const reasons = rest.map(([, message]) => message).join("; ");
      judged.push(fail(item, `${refuses}: ${reasons}`, `Correct the values named ${where}`));
    }
  }
  return judged;
}

const LINKS_FIELD =
  "the owner's page (Site content › Prices and offers › Payment and booking links)";

/** A link the owner sets in the content, or, where a deployment set it before, its variable. */
function checkLink(
  item: string,
  link: string | undefined,
  variable: string,
  value: string | undefined,
  whenUnset: string,
): CheckRow {
  if (link) return pass(item, `set in ${LINKS_FIELD}`);
  const row = checkVariable(item, variable, value, whenUnset, REBUILD);
  return row.status === "pass"
    ? row
    : { ...row, fix: `Set it in ${LINKS_FIELD}, or set ${variable} ${REBUILD}` };
}

export function launchChecks(inputs: LaunchInputs): CheckRow[] {
  const { site, defaultSiteUrl } = inputs;
  const build = inputs.build.values;
  const server = inputs.server.values;
  const links = site.offers.links ?? {};
  const paymentLink = links.auditPayment || build.VITE_AUDIT_PAYMENT_URL;
  const rows = [
    checkPhone(site.phone),
    checkCompanyNumber(site.companyNumber),
    checkAddress(site.address),
    checkEmail(site.email, defaultSiteUrl),
    checkFounders(site.founders),
    checkProfiles(site.profiles),
    ...contentItemChecks(inputs.contentItems),
    checkSiteUrl(build.VITE_SITE_URL, defaultSiteUrl),
    checkLink(
      `£${site.offers.auditPrice} audit payment`,
      links.auditPayment,
      "VITE_AUDIT_PAYMENT_URL",
      build.VITE_AUDIT_PAYMENT_URL,
      "the audit form sends visitors straight to the thank-you page, and nobody pays",
    ),
    checkLink(
      "Gas booking calendar",
      links.gasBooking,
      "VITE_GAS_BOOKING_EMBED_URL",
      build.VITE_GAS_BOOKING_EMBED_URL,
      'the gas-engineer page shows a "get in touch" card instead of a calendar',
    ),
    checkLink(
      "Enterprise audit booking",
      links.enterpriseBooking,
      "VITE_ENTERPRISE_BOOKING_URL",
      build.VITE_ENTERPRISE_BOOKING_URL,
      "/free-audit's discovery-call button goes to the contact page",
    ),
  ];
  rows.push(...leadChannelChecks(server));
  if (paymentLink) {
    rows.push(
      checkVariable(
        "Stripe payments webhook",
        "STRIPE_WEBHOOK_SECRET",
        server.STRIPE_WEBHOOK_SECRET,
        "nobody's audit is marked paid, the owner matches Stripe to leads by hand, and spots left never fall",
        `(the signing secret of Stripe's endpoint for /api/payments/stripe) ${RESTART}`,
      ),
    );
  }
  if (inputs.unknown?.length) {
    rows.push(
      fail(
        "Unknown settings",
        inputs.unknown.join("; "),
        "Rename or remove each, in .env or the environment",
      ),
    );
  }
  rows.push(checkUrgency(site.urgency, paymentLink));
  return withRefusals(rows, [
    {
      item: "Build settings",
      refuses: "the build would stop",
      where: REBUILD,
      problems: inputs.build.problems ?? {},
    },
    {
      item: "Server settings",
      refuses: "the server would not start",
      where: RESTART,
      problems: inputs.server.problems ?? {},
    },
  ]);
}
