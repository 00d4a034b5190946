/**
 * The site's own lead API: every form posts here and nowhere else. The server stores the lead,
 * then delivers it to the owner's webhooks, whose addresses the browser never sees.
 */
import type { LeadForm } from ".";

export function leadApiPath(form: LeadForm): string {
  return `/api/leads/${form}`;
}

/**
 * The honeypot's name for bots to fill: meaningless on purpose, so browsers and password
 * managers have no reason to autofill it. The API stores a lead that fills it as spam.
 */
export const HONEYPOT_FIELD = "ref_code_b7";

/** Largest lead body the API takes; a real lead is a few hundred bytes. */
export const MAX_LEAD_BYTES = 16 * 1024;

/** Spots left this week in "capacity" mode (site.urgency), as the server counts them. */
export const AVAILABILITY_PATH = "/api/availability";
