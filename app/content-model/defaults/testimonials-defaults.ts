import type * as z from "zod";
import type { testimonialsSchema } from "../schemas/testimonials-schema";

/**
 * Illustrative drafts written to the brief, with no consent recorded: each must be swapped for a
 * real customer's words, given with their written consent, before the page goes live.
 */
export const testimonialsDefaults = {
  items: [
    {
      quote:
        "The audit showed our Google profile was listed only as a plumber, with nothing for boiler repair or gas engineer, so we weren't appearing for boiler searches at all. We added the right categories and services that afternoon. About six weeks later we were showing in the map for boiler repair in Swindon and taking two or three extra calls a week.",
      name: "Gareth P.",
      business: "Pennant Heating",
      location: "Swindon",
      consentRecorded: false,
      consentDate: "",
    },
    {
      quote:
        "Our website was a single page saying we covered Leeds and surrounding areas. The audit pointed out we had nothing for Horsforth, Pudsey or Morley, which is where most of our work actually comes from. We now have a page for each town we cover, and we get enquiries from people searching those places by name. It wasn't overnight, but it has been steady.",
      name: "Sarah M.",
      business: "Aire Valley Plumbing & Heating",
      location: "Leeds",
      consentRecorded: false,
      consentDate: "",
    },
    {
      quote:
        "I had fourteen reviews and the newest was nearly two years old, while the firms above me had well over a hundred. They didn't dress it up. They gave me a short text to send after each job with a direct review link, and I've had 31 new reviews since spring. I now turn up in the map for boiler servicing in north Bristol most days.",
      name: "Darren K.",
      business: "Severnside Gas Services",
      location: "Bristol",
      consentRecorded: false,
      consentDate: "",
    },
    {
      quote:
        "My website took around nine seconds to load on a phone, mostly because of oversized photos of bathroom fits. On the call they showed me the figures and exactly which images to shrink. It now loads in under three seconds, and more of the people who land on it go on to ring. The call was worth it for that alone.",
      name: "Tom W.",
      business: "Addington Plumbing & Heating",
      location: "Croydon",
      consentRecorded: false,
      consentDate: "",
    },
  ],
} satisfies z.input<typeof testimonialsSchema>;
