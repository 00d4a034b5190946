import type { IslandModule } from "../../../shared/island-contract";
import { CAROUSEL_PART } from "./carousel-parts";

// size budget: 0.8 KB (0.5 KB measured: the carousel's buttons over native scroll-snap; no
// framework)

/** Within this many pixels of an end counts as there: scroll positions are fractional on zoom. */
const END_TOLERANCE_PX = 1;

/** Whether the strip can move back and forward from where it is scrolled now. */
export function scrollAvailability(viewport: HTMLElement): { canPrev: boolean; canNext: boolean } {
  const { scrollLeft, clientWidth, scrollWidth } = viewport;
  return {
    canPrev: scrollLeft > END_TOLERANCE_PX,
    canNext: scrollLeft + clientWidth < scrollWidth - END_TOLERANCE_PX,
  };
}

/**
 * The testimonial carousel's island: a few lines of plain script, started when the carousel nears
 * the screen. The strip itself is the browser's (scroll-snap: swipe, trackpad, keyboard); this
 * gives the previous/next buttons their moves and keeps their disabled states in step with where
 * the strip can still go. Each press moves one slide, and the snap settles it on a card's edge.
 */
export const mount: IslandModule["mount"] = (element) => {
  const viewport = element.querySelector<HTMLElement>(`[${CAROUSEL_PART.viewport}]`);
  const previous = element.querySelector<HTMLButtonElement>(`[${CAROUSEL_PART.previous}]`);
  const next = element.querySelector<HTMLButtonElement>(`[${CAROUSEL_PART.next}]`);
  const firstSlide = viewport?.firstElementChild?.firstElementChild;
  if (!viewport || !previous || !next || !(firstSlide instanceof HTMLElement)) return;

  let frame = 0;
  const sync = () => {
    frame = 0;
    const { canPrev, canNext } = scrollAvailability(viewport);
    previous.disabled = !canPrev;
    next.disabled = !canNext;
  };
  // Scroll events come many to a frame; the buttons need changing once.
  const scheduleSync = () => {
    frame ||= requestAnimationFrame(sync);
  };
  const move = (direction: 1 | -1) => {
    // A slide's width includes its gutter, so one step is exactly one card along.
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    viewport.scrollBy({
      left: direction * firstSlide.offsetWidth,
      behavior: reduceMotion ? "auto" : "smooth",
    });
  };

  previous.addEventListener("click", () => move(-1));
  next.addEventListener("click", () => move(1));
  viewport.addEventListener("scroll", scheduleSync, { passive: true });
  // A turned phone or a resized window changes how many cards fit, and so whether there is more.
  window.addEventListener("resize", scheduleSync, { passive: true });
  sync();
};
