/**
 * The "spots left" line as the page and the server both write it: the attributes that mark it
 * (the countdown feature's offer-clock.ts) and its words. The server writes the number into the
 * audit page in "capacity" mode (server/payments/availability.ts), so this lives where both read.
 */
export const SPOTS_ATTRIBUTE = {
  /** On the spots-left line; its value is the number once the server has written one. */
  spots: "data-offer-spots",
  /**
   * In "capacity" mode: where the number comes from (GET /api/availability). Such a line is the
   * server's to fill in and the availability watch's to update, never the weekday table's.
   */
  spotsFrom: "data-offer-spots-from",
} as const;

/**
 * The banner's pill: a count once it is known, a vaguer line before. At 0 (capacity mode: every
 * audit this week is paid for) the form still takes requests, which go into next week.
 */
export function spotsLeftText(spots: number | null): string {
  if (spots === null) return "Limited spots left this week";
  if (spots <= 0) return "This week is full: book now for next week";
  return `Only ${spots} ${spots === 1 ? "spot" : "spots"} left this week`;
}
