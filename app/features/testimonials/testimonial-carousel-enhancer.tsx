import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useLayoutEffect, type RefObject } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

// Defined once so embla's hook sees the same options on every render and never re-initialises.
const CAROUSEL_OPTIONS: CarouselOptions = {
  align: "start",
  loop: false,
  // Embla animates in JavaScript, out of reach of the stylesheet's reduced-motion rule: jump instead.
  breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
};

/**
 * Embla, loaded by TestimonialCarousel when the carousel comes near the screen. It renders
 * nothing: it drives the slides already on the page and hands its API back for the buttons.
 */
export function TestimonialCarouselEnhancer({
  viewport,
  onApi,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  onApi: (api: CarouselApi) => void;
}) {
  const [attach, api] = useEmblaCarousel(CAROUSEL_OPTIONS);

  useLayoutEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);

  useEffect(() => {
    if (api) onApi(api);
  }, [api, onApi]);

  return null;
}
