import type * as z from "zod";
import type { businessSchema } from "../schemas/business-schema";

/** The business facts the site shipped with: a fictional agency (launch-check flags each). */
export const businessDefaults = {
  brand: "Kestrel AI",
  legalName: "Kestrel Digital Solutions Ltd",
  companyNumber: "14829367",
  address: {
    street: "71–75 Shelton Street",
    locality: "Covent Garden",
    city: "London",
    postcode: "WC2H 9JQ",
    country: "GB",
  },
  geo: { latitude: 51.51494, longitude: -0.12363 },
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "17:30",
  },
  areaServed: "United Kingdom",
  email: "hello@kestrel-ai.co.uk",
  /** A number from Ofcom's range reserved for drama: replace with the agency's real line. */
  phone: "020 7946 0958",
  founders: [
    {
      name: "Daniel Whitmore",
      role: "Co-founder, AI Solutions",
      profileUrl: "https://www.linkedin.com/in/daniel-whitmore-kestrel-ai",
    },
    {
      name: "Priya Raman",
      role: "Co-founder, Growth & Marketing",
      profileUrl: "https://www.linkedin.com/in/priya-raman-kestrel-ai",
    },
  ],
  profiles: ["https://www.linkedin.com/company/kestrel-ai-uk"],
} satisfies z.input<typeof businessSchema>;
