/** One customer's words about their audit, shown as a card in the testimonial carousel. */
export interface Testimonial {
  quote: string;
  /** First name and surname initial only: personal enough to be believed, private enough to agree to. */
  name: string;
  business: string;
  location: string;
  /** Only five-star quotes are shown, so the type says so rather than letting a 4 slip in unstarred. */
  rating: 5;
  /**
   * True while this is one of the illustrative drafts the site shipped with. Set it to false (or
   * remove it) once a real customer's words, given with their written consent, replace the draft:
   * `npm run launch-check` fails while any testimonial is still an example.
   */
  example?: boolean;
}

/**
 * Testimonials for the gas-engineer audit landing page.
 *
 * These are illustrative drafts written to the brief. UK consumer law (the DMCC Act 2024) treats
 * invented or unverifiable reviews as an unfair practice, so each one must be swapped for a real
 * customer's words, with their written consent, before the page goes live. Each is marked
 * `example: true` until then.
 */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "The audit showed our Google profile was listed only as a plumber, with nothing for boiler repair or gas engineer, so we weren't appearing for boiler searches at all. We added the right categories and services that afternoon. About six weeks later we were showing in the map for boiler repair in Swindon and taking two or three extra calls a week.",
    name: "Gareth P.",
    business: "Pennant Heating",
    location: "Swindon",
    rating: 5,
    example: true,
  },
  {
    quote:
      "Our website was a single page saying we covered Leeds and surrounding areas. The audit pointed out we had nothing for Horsforth, Pudsey or Morley, which is where most of our work actually comes from. We now have a page for each town we cover, and we get enquiries from people searching those places by name. It wasn't overnight, but it has been steady.",
    name: "Sarah M.",
    business: "Aire Valley Plumbing & Heating",
    location: "Leeds",
    rating: 5,
    example: true,
  },
  {
    quote:
      "I had fourteen reviews and the newest was nearly two years old, while the firms above me had well over a hundred. They didn't dress it up. They gave me a short text to send after each job with a direct review link, and I've had 31 new reviews since spring. I now turn up in the map for boiler servicing in north Bristol most days.",
    name: "Darren K.",
    business: "Severnside Gas Services",
    location: "Bristol",
    rating: 5,
    example: true,
  },
  {
    quote:
      "My website took around nine seconds to load on a phone, mostly because of oversized photos of bathroom fits. On the call they showed me the figures and exactly which images to shrink. It now loads in under three seconds, and more of the people who land on it go on to ring. The call was worth it for that alone.",
    name: "Tom W.",
    business: "Addington Plumbing & Heating",
    location: "Croydon",
    rating: 5,
    example: true,
  },
];
