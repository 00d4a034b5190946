import * as z from "zod";
import { exactList, isoDate, line } from "../fields.ts";

/** The gas-engineer audit page's carousel shows four, as the brief says. */
const CAROUSEL_TESTIMONIALS = 4;

const testimonial = z
  .object({
    quote: line({ label: "Their words", max: 600 }),
    name: line({
      label: "Name",
      help: "First name and surname initial, like Gareth P.",
      max: 40,
    }),
    business: line({ label: "Business", max: 80 }),
    location: line({ label: "Town", max: 60 }),
    consentRecorded: z.boolean().meta({
      label: "Written consent recorded",
      help: "Tick once the customer has agreed in writing to their words being shown",
    }),
    consentDate: z
      .union([z.literal(""), isoDate({ label: "Date of consent" })])
      .meta({ label: "Date of consent", help: "When they agreed in writing" }),
  })
  .superRefine((value, context) => {
    if (value.consentRecorded && value.consentDate === "") {
      context.addIssue({
        code: "custom",
        path: ["consentDate"],
        message: "Enter the date the customer gave written consent",
      });
    }
  })
  .meta({ label: "Testimonial" });

/**
 * Customers' words about their audit. UK consumer law (the DMCC Act 2024) treats invented or
 * unverifiable reviews as unfair, so each records the customer's written consent; the launch
 * check fails while any has none.
 */
export const testimonialsSchema = z.object({
  items: exactList(testimonial, {
    label: "Testimonials",
    help: "The four shown in the audit page's carousel, in order",
    length: CAROUSEL_TESTIMONIALS,
  }),
});
