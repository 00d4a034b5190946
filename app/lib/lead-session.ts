/** Set once a lead has reached a webhook in this tab, so nothing asks the visitor again. */
const LEAD_SENT_KEY = "leadSent_v1";

export function markLeadSent(): void {
  try {
    sessionStorage.setItem(LEAD_SENT_KEY, "1");
  } catch {
    // Blocked storage only means the popup might ask once more.
  }
}

export function hasSentLead(): boolean {
  try {
    return sessionStorage.getItem(LEAD_SENT_KEY) === "1";
  } catch {
    return false;
  }
}
