import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { Testimonial } from "~/content/testimonials";
import { Island } from "~/islands/island";
import { CAROUSEL_PART } from "./carousel-parts";

/** Names the region when no visible heading is given. */
const DEFAULT_LABEL = "Customer testimonials";

/**
 * A swipeable row of testimonial cards: 1 per view on phones, 2 from md, 3 from lg, 4 from xl.
 * Slide widths are plain CSS and the row is a native scroll-snap strip, so the prerendered HTML is
 * laid out, readable and swipeable with no script at all. The carousel's island
 * (testimonial-carousel-island.ts, a few lines of plain script started when it nears the screen)
 * gives the previous/next buttons their moves and disabled states.
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

  return (
    <Island name="testimonial-carousel" strategy="visible">
      <section
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
            {/* As built, the first slide shows: nothing to go back to, forward if there is more. */}
            <StepButton
              part={CAROUSEL_PART.previous}
              label="Previous testimonial"
              controls={slidesId}
            >
              <ChevronLeft aria-hidden="true" />
            </StepButton>
            <StepButton
              part={CAROUSEL_PART.next}
              label="Next testimonial"
              controls={slidesId}
              enabled={testimonials.length > 1}
            >
              <ChevronRight aria-hidden="true" />
            </StepButton>
          </div>
        </div>

        {/* The bottom padding keeps the cards' shadow from being clipped by the viewport. It is
          positioned so that it clips the slides' absolutely positioned screen-reader text too.
          It scrolls sideways and snaps to each card, with no scrollbar: the buttons, and the
          cards cut off at the edge, show there is more. */}
        {/* Focusable, so keyboard users can scroll the strip before (or without) its script. */}
        <div
          {...{ [CAROUSEL_PART.viewport]: "" }}
          tabIndex={0}
          className="relative mt-8 snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overflow-y-hidden overscroll-x-contain pb-3"
        >
          {/* The negative margin cancels the first slide's gutter, so cards line up with the heading. */}
          <div id={slidesId} className="-ml-4 flex lg:-ml-6">
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
      </section>
    </Island>
  );
}

/** A previous or next button, marked for the carousel's island, which enables and moves it. */
function StepButton({
  part,
  label,
  controls,
  enabled = false,
  children,
}: {
  part: string;
  label: string;
  controls: string;
  enabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      {...{ [part]: "" }}
      variant="secondary"
      size="icon"
      aria-label={label}
      aria-controls={controls}
      disabled={!enabled}
    >
      {children}
    </Button>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, name, business, location, rating } = testimonial;
  return (
    // h-full with the flex row's default stretch gives every card the height of the tallest; the
    // card, not its slide (whose box includes the gutter), is what the native strip snaps to.
    <figure className="flex h-full snap-start flex-col rounded-card border border-line bg-surface p-6 shadow-card">
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
