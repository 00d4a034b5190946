import { testimonials as testimonialsDocument } from "~/content-model/site-content";

/** One customer's words about their audit, shown as a card in the testimonial carousel. */
export interface Testimonial {
  quote: string;
  /** First name and surname initial only: personal enough to be believed, private enough to agree to. */
  name: string;
  business: string;
  location: string;
  /** Only five-star quotes are shown, so the type says so rather than letting a 4 slip in unstarred. */
  rating: 5;
}

/**
 * The gas-engineer audit page's four testimonials, as the carousel shows them: the customer's
 * consent is the content's record (the launch check reads it), not the page's.
 */
export const testimonials: readonly Testimonial[] = testimonialsDocument.items.map(
  ({ quote, name, business, location }) => ({ quote, name, business, location, rating: 5 }),
);
