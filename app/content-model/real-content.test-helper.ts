/** For tests: the shipped content with every fact the launch check flags made a real business's. */
import { defaultSiteContent, type SiteContent } from "./registry";

export function realContent(): SiteContent {
  const content = defaultSiteContent();
  content.business = {
    ...content.business,
    phone: "0161 555 0123",
    companyNumber: "09876543",
    email: "office@real-agency.co.uk",
    address: { ...content.business.address, street: "1 Deansgate", postcode: "M3 1AZ" },
    geo: { latitude: 53.4794, longitude: -2.2453 },
    openingHours: {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday"],
      opens: "08:30",
      closes: "17:00",
    },
    founders: [
      { name: "Sam Real", role: "Founder", profileUrl: "https://www.linkedin.com/in/sam-real" },
    ],
    profiles: [],
  };
  content.home.hero.stats = [
    { value: "120", label: "Projects" },
    { value: "3x", label: "ROI Increase" },
    { value: "35", label: "Clients" },
  ];
  content.home.hero.savingsText = "Our clients saved a combined £400,000 last year.";
  content.testimonials.items = content.testimonials.items.map((item) => ({
    ...item,
    consentRecorded: true,
    consentDate: "2026-10-01",
  }));
  content.caseResults.results = content.caseResults.results.map((result) => ({
    ...result,
    example: false,
  }));
  return content;
}
