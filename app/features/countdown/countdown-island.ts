import type { IslandModule } from "../../../shared/island-contract";
import { watchAvailability } from "./availability-watch";
import { startOfferClock } from "./offer-clock";

// size budget: 1.5 KB (1.4 KB measured: the deadline, spots left and the ticking countdown; no
// framework)

/**
 * The countdown and the urgency banner's island: plain script, no React, so starting it on load
 * costs about 1.4 KB gzip of the page's first-view budget.
 */
export const mount: IslandModule["mount"] = (element) => {
  startOfferClock(element);
  watchAvailability(element);
};
