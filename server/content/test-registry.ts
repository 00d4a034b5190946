import { z } from "zod";
import type { ContentRegistry } from "./content-registry";

/**
 * A small content model for the editor's tests and, until the site's own registry is wired in
 * (registry-source.ts), for the editor itself: one document of business facts with every kind of
 * field, and one of testimonials whose number is fixed, as the carousel's is.
 */
const UK_PHONE = /^(?:\+44\s?|0)(?:\d\s?){9,10}$/;
export const UK_PHONE_MESSAGE = "Enter a UK phone number, like 020 7946 0000 or +44 20 7946 0000";

const text = (label: string, help?: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(120)
    .meta({ label, ...(help ? { help } : {}) });

const business = z.object({
  name: text("Business name"),
  phone: z
    .string()
    .trim()
    .regex(UK_PHONE, UK_PHONE_MESSAGE)
    .meta({ label: "Phone", help: "Shown in the header, the footer and the structured data." }),
  bookingLink: z
    .url({ protocol: /^https$/, error: "Enter a link that starts with https://" })
    .meta({ label: "Booking link" }),
  about: z.string().trim().min(1, "Enter the text about the business").max(2_000).meta({
    label: "About the business",
    help: "A paragraph or two for the home page.",
  }),
  tagline: z.string().trim().max(120).meta({ label: "Tagline" }).optional(),
  acceptingClients: z.boolean().meta({ label: "Taking on new clients" }),
  foundedOn: z.iso.date("Enter a date").meta({ label: "Founded on" }),
  founders: z
    .array(z.object({ name: text("Name"), role: text("Role") }))
    .min(1, "Keep at least one founder")
    .max(4, "List at most four founders")
    .meta({ label: "Founders", itemLabel: "founder" }),
});

const testimonial = z.object({
  quote: z.string().trim().min(1, "Enter the quote").max(600).meta({ label: "Quote" }),
  name: text("Name"),
  consentRecorded: z.boolean().meta({ label: "Written consent recorded" }),
  consentDate: z.iso.date("Enter the date consent was given").meta({ label: "Consent date" }),
});

const testimonials = z.object({
  items: z
    .array(testimonial)
    .length(4, "The carousel shows exactly four testimonials")
    .meta({ label: "Testimonials", itemLabel: "testimonial" }),
});

const founded = "2019-04-01";
const quote = (name: string) => ({
  quote: `${name} says the new site doubled their enquiries.`,
  name,
  consentRecorded: true,
  consentDate: "2024-01-15",
});

export const TEST_REGISTRY = {
  business: {
    title: "Business details",
    summary: "The name, phone, booking link and founders shown across the site.",
    schema: business,
    defaults: {
      name: "Kestrel Digital",
      phone: "020 7946 0000",
      bookingLink: "https://example.com/book",
      about: "We build websites that bring in work.",
      acceptingClients: true,
      foundedOn: founded,
      founders: [
        { name: "Ada Lovelace", role: "Director" },
        { name: "Grace Hopper", role: "Engineer" },
      ],
    },
  },
  testimonials: {
    title: "Testimonials",
    summary: "The four quotes in the carousel, each with its written consent.",
    schema: testimonials,
    defaults: { items: ["Sian", "Tom", "Priya", "Owen"].map(quote) },
  },
} satisfies ContentRegistry;
