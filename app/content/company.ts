import { formatAddress, site } from "~/config/site";

/** The company's registration, worded once for the footer and the privacy notice. */
export const companyDetails = {
  tradingAs: `Trading as ${site.brand}`,
  registration: `Registered in England and Wales, company number ${site.companyNumber}`,
  registeredOffice: `Registered office: ${formatAddress()}`,
};
