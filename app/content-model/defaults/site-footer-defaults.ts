/** The footer's words on every page. */
export const siteFooterDefaults = {
  blurb:
    "AI agents, automation and growth marketing for UK businesses that want more customers without more overheads.",
  hours: "Open {openingHours}",
  prices: "Audits free or {price}; projects quoted after a free call",
  /** Follows "© <year> ". */
  legalNotice:
    "{legalName}. Registered in England and Wales, company number {companyNumber}. Registered office: {address}.",
  cookieSettings: "Cookie settings",
};
