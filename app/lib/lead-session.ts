import { readStored, writeStored } from "./safe-storage";

/** Set once our server has stored a lead from this tab, so nothing asks the visitor again. */
export const LEAD_SENT_KEY = "leadSent_v1";

// Blocked storage only means the popup might ask once more.
export function markLeadSent(): void {
  writeStored("session", LEAD_SENT_KEY, "1");
}

export function hasSentLead(): boolean {
  return readStored("session", LEAD_SENT_KEY) === "1";
}
