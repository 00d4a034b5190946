/** The attributes that mark the carousel's parts for its island, set in the prerendered markup. */
export const CAROUSEL_PART = {
  viewport: "data-carousel-viewport",
  previous: "data-carousel-previous",
  next: "data-carousel-next",
} as const;
