/** A visit from a Google Ads click on the £99 audit page, as the browser sends its attribution. */
export const AD_VISIT = {
  page: "/free-google-visibilty-audit-for-gas-eningeers",
  referrer: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "gas-audit",
  gclid: "TeSt123",
};
