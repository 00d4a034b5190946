import { Suspense, type ComponentProps } from "react";
import { lazyNamed } from "~/lib/lazy-named";

const loadCarousel = () => import("./testimonial-carousel");
const TestimonialCarousel = lazyNamed(loadCarousel, "TestimonialCarousel");

/**
 * The testimonial carousel without its code (embla) in the page's first download. The prerendered
 * cards show as built; the code is fetched during hydration, after the first paint, and React
 * hydrates the carousel where it stands once it has arrived.
 */
export function Testimonials(props: ComponentProps<typeof TestimonialCarousel>) {
  return (
    <Suspense fallback={null}>
      <TestimonialCarousel {...props} />
    </Suspense>
  );
}
