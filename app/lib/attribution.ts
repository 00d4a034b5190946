/**
 * Where a lead came from, as the browser sees it (lead-forms/attribution.ts says what that is).
 * Without analytics consent only the current page's own address and referrer are read and
 * nothing is kept; with it, the landing page's values are kept in sessionStorage for the tab's
 * session, so a lead sent pages later still names the campaign that brought the visitor.
 */
import {
  CAMPAIGN_PARAMETERS,
  MAX_ATTRIBUTION_VALUE_LENGTH,
  type CampaignParameter,
} from "../../lead-forms/attribution-keys";
import { analyticsConsented } from "./cookie-settings";
import { readStored, removeStored, writeStored } from "./safe-storage";

type LandingValues = Partial<Record<CampaignParameter | "referrer", string>>;
export type CapturedAttribution = LandingValues & { page?: string };

const LANDING_KEY = "leadLanding_v1";

/** What the capture reads of the browser, passed in so that tests can say it. */
export interface Visit {
  /** The page now shown, client-side navigations included. */
  location: URL;
  /** The address this document was loaded from (its navigation entry), before any client-side move. */
  documentUrl: URL;
  /** The document's referrer: the page that linked to the first page of this document. */
  referrer: string;
  consented: boolean;
}

function currentVisit(): Visit {
  const location = new URL(window.location.href);
  // A browser without navigation timing (none the site supports) is taken to be on its first page.
  const entry = performance.getEntriesByType?.("navigation")[0];
  return {
    location,
    documentUrl: entry ? new URL(entry.name) : location,
    referrer: document.referrer,
    consented: analyticsConsented(),
  };
}

/** The referrer's host when it is another site's http(s) page; our own pages are not sources. */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const { protocol, host } = new URL(referrer);
    return (protocol === "https:" || protocol === "http:") && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The known campaign parameters of an address and its referrer's host; the rest is ignored. */
function valuesOf(url: URL, referrer: string): LandingValues {
  const values: LandingValues = {};
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(key)?.trim();
    // A longer value is no real campaign, and could push the lead past the API's size limit.
    if (value && value.length <= MAX_ATTRIBUTION_VALUE_LENGTH) values[key] = value;
  }
  const host = referrerHost(referrer, url.host);
  if (host) values.referrer = host;
  return values;
}

function storedLanding(): LandingValues {
  try {
    const stored: unknown = JSON.parse(readStored("session", LANDING_KEY) ?? "{}");
    // The server validates each value again; this only keeps a damaged entry from breaking a form.
    return typeof stored === "object" && stored !== null ? (stored as LandingValues) : {};
  } catch {
    return {};
  }
}

/**
 * With consent, the landing page's values, kept for the tab's session: a document that arrived
 * with campaign values or from another site is a new landing and replaces them; any other page
 * reads them back. Without consent, whatever was kept is removed and nothing is returned.
 */
export function keepLanding(visit: Visit = currentVisit()): LandingValues {
  if (!visit.consented) {
    removeStored("session", LANDING_KEY);
    return {};
  }
  const arrived = valuesOf(visit.documentUrl, visit.referrer);
  if (!Object.keys(arrived).length) return storedLanding();
  writeStored("session", LANDING_KEY, JSON.stringify(arrived));
  return arrived;
}

/**
 * What a lead is sent with: the page it is sent from, and where the visit came from. Without
 * consent, that is only the current address's parameters and, on the document's first page, the
 * referrer (after a client-side navigation the referrer is no longer this page's).
 */
export function leadAttribution(visit: Visit = currentVisit()): CapturedAttribution {
  const page = { page: visit.location.pathname };
  if (visit.consented) return { ...page, ...keepLanding(visit) };
  keepLanding(visit);
  const { documentUrl, location } = visit;
  const firstPage =
    documentUrl.pathname === location.pathname && documentUrl.search === location.search;
  return { ...page, ...valuesOf(location, firstPage ? visit.referrer : "") };
}
