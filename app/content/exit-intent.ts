import { exitIntent } from "~/content-model/site-content";
import { gasAuditOffer } from "./gas-audit-offer";

/** The exit-intent popup's words: the free report offer, its form and what the form reports. */
export const exitIntentPopup = { badge: gasAuditOffer.freeBadge, ...exitIntent };
