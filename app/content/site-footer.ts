import { formatOpeningHours, formatPriceRange, site } from "~/config/site";
import { companyDetails } from "./company";

/** The words of the footer on every page; its links come from the site map. */
export const siteFooter = {
  blurb:
    "AI agents, automation and growth marketing for UK businesses that want more customers without more overheads.",
  hours: `Open ${formatOpeningHours()}`,
  prices: formatPriceRange(),
  /** Names each column of links for screen readers: "Services links". */
  linksLabel: (heading: string) => `${heading} links`,
  /** Follows "© <year> ". */
  legalNotice: `${site.legalName}. ${companyDetails.registration}. ${companyDetails.registeredOffice}.`,
  cookieSettings: "Cookie settings",
};
