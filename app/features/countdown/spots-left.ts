import { londonParts } from "../../../shared/london-time";

/**
 * Audit spots shown as left this week, by London weekday (index 0 = Sunday). Monday opens a fresh
 * week and the number falls towards the Sunday deadline, as the business set it (SPEC section 9).
 */
export const SPOTS_LEFT_BY_WEEKDAY = [1, 8, 6, 5, 4, 4, 3] as const;

export function spotsLeft(now: Date): number {
  // London weekday, so a visitor abroad late on Saturday night sees what a UK visitor sees.
  return SPOTS_LEFT_BY_WEEKDAY[londonParts(now).weekday];
}
