import type { ContactInput } from "./contact-schema";

/** Kept for the tab's lifetime only, so a reload after a failed send loses nothing. */
const DRAFT_KEY = "contactDraft_v1";

export function loadDraft(): ContactInput | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ContactInput>;
    return {
      name: String(draft.name ?? ""),
      email: String(draft.email ?? ""),
      subject: String(draft.subject ?? ""),
      message: String(draft.message ?? ""),
    };
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<ContactInput>): void {
  try {
    if (Object.values(values).some((value) => value)) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } else {
      sessionStorage.removeItem(DRAFT_KEY);
    }
  } catch {
    // Storage can be full or blocked (private modes); the form still works without a draft.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
