import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from "react";
import { Button } from "~/components/ui/button";
import type { Testimonial } from "~/content/testimonials";
import { lazyNamed } from "~/lib/lazy-named";
import type { CarouselApi } from "./testimonial-carousel-enhancer";

const loadEnhancer = () => import("./testimonial-carousel-enhancer");
const TestimonialCarouselEnhancer = lazyNamed(loadEnhancer, "TestimonialCarouselEnhancer");

/** Fetch embla once the carousel is within a screen's height of the visible part of the page. */
const NEAR_SCREEN_MARGIN = "100% 0px";

/** Names the region when no visible heading is given. */
const DEFAULT_LABEL = "Customer testimonials";

const noop = () => {};

/**
 * Whether the buttons can move the carousel. At build time and during hydration there is no embla
 * instance and no layout, so both renders assume the first slide is showing (back disabled, forward
 * enabled when there is more than one slide); the real answer arrives once embla has measured, and
 * again whenever the selection changes or a resize re-initialises it.
 */
function useScrollAvailability(api: CarouselApi | undefined, slideCount: number) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop;
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const firstFrameCanNext = slideCount > 1;
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? firstFrameCanNext,
    () => firstFrameCanNext,
  );
  return { canPrev, canNext };
}

/** True once `target` has come near the screen, or once `want` is called (a tap or focus on it). */
function useNearScreen(target: RefObject<Element | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = target.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [target, near]);
  return { near, want: () => setNear(true) };
}

/**
 * A swipeable row of testimonial cards: 1 per view on phones, 2 from md, 3 from lg, 4 from xl.
 * Slide widths are plain CSS, so the prerendered HTML is laid out correctly before any script runs.
 * Embla, which adds dragging and moves the slides for the previous/next buttons, is fetched only
 * when the carousel comes near the screen (it sits below the fold), and then takes over these
 * same slides.
 */
export function TestimonialCarousel({
  testimonials,
  heading,
}: {
  testimonials: readonly Testimonial[];
  /** Shown as the section's h2 and used as its accessible name. */
  heading?: string;
}) {
  const headingId = useId();
  const slidesId = useId();
  const section = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<CarouselApi>();
  const { near, want } = useNearScreen(section);
  const { canPrev, canNext } = useScrollAvailability(api, testimonials.length);
  // A press on a button while embla is still on its way is carried out when it arrives.
  const pendingMove = useRef<((api: CarouselApi) => void) | null>(null);
  const takeOver = useCallback((arrived: CarouselApi) => {
    setApi(arrived);
    pendingMove.current?.(arrived);
    pendingMove.current = null;
  }, []);
  const move = (go: (api: CarouselApi) => void) => {
    if (api) return go(api);
    pendingMove.current = go;
    want();
  };

  return (
    <section
      ref={section}
      onPointerDown={want}
      onFocus={want}
      aria-roledescription="carousel"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : DEFAULT_LABEL}
    >
      {/* Controls come before the slides so keyboard and screen-reader users meet them first. */}
      <div className="flex flex-wrap items-end justify-between gap-4">
        {heading ? (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {heading}
          </h2>
        ) : null}
        <div className="ml-auto flex shrink-0 gap-3">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous testimonial"
            aria-controls={slidesId}
            disabled={!canPrev}
            onClick={() => move((carousel) => carousel.scrollPrev())}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next testimonial"
            aria-controls={slidesId}
            disabled={!canNext}
            onClick={() => move((carousel) => carousel.scrollNext())}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      {/* The bottom padding keeps the cards' shadow from being clipped by the viewport. It is
          positioned so that it clips the slides' absolutely positioned screen-reader text too:
          before embla's transform arrives, that text would otherwise widen the page. */}
      <div ref={viewport} className="relative mt-8 overflow-hidden pb-3">
        {/* The negative margin cancels the first slide's gutter, so cards line up with the heading;
            pan-y leaves vertical page scrolling to the browser while embla takes horizontal drags. */}
        <div id={slidesId} className="-ml-4 flex touch-pan-y touch-pinch-zoom lg:-ml-6">
          {testimonials.map((testimonial, index) => (
            <div
              key={`${testimonial.name}-${testimonial.business}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${testimonials.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3 lg:pl-6 xl:basis-1/4"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>
      {near ? (
        <Suspense fallback={null}>
          <TestimonialCarouselEnhancer viewport={viewport} onApi={takeOver} />
        </Suspense>
      ) : null}
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, name, business, location, rating } = testimonial;
  return (
    // h-full with the flex row's default stretch gives every card the height of the tallest.
    <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card">
      <p className="flex gap-1 text-accent-strong">
        {Array.from({ length: rating }, (_, star) => (
          <Star key={star} aria-hidden="true" className="size-5 fill-current" />
        ))}
        <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      </p>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">{`${business}, ${location}`}</p>
      </figcaption>
    </figure>
  );
}
