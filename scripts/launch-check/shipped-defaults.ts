/**
 * The fictional business facts app/config/site.ts shipped with. `npm run launch-check` fails while
 * any of them is still there. The phone number is not listed: any number in Ofcom's drama ranges
 * fails (drama-numbers.ts), and the site's domain comes from DEFAULT_SITE_URL in app/config/site.ts.
 */
export const SHIPPED_FACTS = {
  companyNumber: "14829367",
  address: { street: "71–75 Shelton Street", postcode: "WC2H 9JQ" },
  founders: [
    {
      name: "Daniel Whitmore",
      profileUrl: "https://www.linkedin.com/in/daniel-whitmore-kestrel-ai",
    },
    {
      name: "Priya Raman",
      profileUrl: "https://www.linkedin.com/in/priya-raman-kestrel-ai",
    },
  ],
  profiles: ["https://www.linkedin.com/company/kestrel-ai-uk"],
} as const;
