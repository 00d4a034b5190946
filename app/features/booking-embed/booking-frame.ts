/**
 * The prerendered box the calendar goes into, and what it frames: read by the booking-embed
 * island (plain script), so the page carries no props for it.
 */
export const BOOKING_FRAME = {
  src: "data-booking-src",
  title: "data-booking-title",
} as const;

/**
 * How far ahead of the viewport the calendar starts loading: far enough that it is usually ready
 * by the time it scrolls into view, near enough that visitors who never scroll down never pay for it.
 */
export const PRELOAD_ROOT_MARGIN = "400px";
