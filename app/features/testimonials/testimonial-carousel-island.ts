import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from "embla-carousel";
import type { IslandModule } from "~/islands/island-contract";
import { CAROUSEL_PART } from "./carousel-parts";

const CAROUSEL_OPTIONS: EmblaOptionsType = {
  align: "start",
  loop: false,
  // Embla animates in JavaScript, out of reach of the stylesheet's reduced-motion rule: jump instead.
  breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
};

/** The slide the native strip was scrolled to, so embla starts where the visitor left it. */
function slideShowing(viewport: HTMLElement, slides: HTMLElement[]): number {
  const left = viewport.getBoundingClientRect().left;
  const index = slides.findIndex((slide) => {
    const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
    return box.right > left + 1;
  });
  return Math.max(0, index);
}

/** Keeps the buttons' disabled states in step with where embla can go. */
function syncButtons(api: EmblaCarouselType, previous: HTMLButtonElement, next: HTMLButtonElement) {
  previous.disabled = !api.canScrollPrev();
  next.disabled = !api.canScrollNext();
}

/**
 * The testimonial carousel's island: plain script with vanilla embla (no React), started when the
 * carousel nears the screen. It turns the native scroll-snap strip into embla's, which adds
 * dragging with a mouse and drives the previous/next buttons.
 */
export const mount: IslandModule["mount"] = (element) => {
  const viewport = element.querySelector<HTMLElement>(`[${CAROUSEL_PART.viewport}]`);
  const previous = element.querySelector<HTMLButtonElement>(`[${CAROUSEL_PART.previous}]`);
  const next = element.querySelector<HTMLButtonElement>(`[${CAROUSEL_PART.next}]`);
  const row = viewport?.firstElementChild;
  if (!viewport || !previous || !next || !(row instanceof HTMLElement)) return;

  const startIndex = slideShowing(viewport, Array.from(row.children) as HTMLElement[]);
  // Embla moves the row with transforms inside a clipped viewport; the native scroll goes.
  viewport.style.overflow = "hidden";
  viewport.style.scrollSnapType = "none";
  viewport.scrollLeft = 0;
  // Vertical page scrolling stays the browser's while embla takes horizontal drags.
  row.style.touchAction = "pan-y pinch-zoom";

  const api = EmblaCarousel(viewport, { ...CAROUSEL_OPTIONS, startIndex });
  const sync = () => syncButtons(api, previous, next);
  api.on("select", sync).on("reInit", sync);
  sync();
  previous.addEventListener("click", () => api.scrollPrev());
  next.addEventListener("click", () => api.scrollNext());
};
