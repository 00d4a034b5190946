import { readStored, removeStored, writeStored } from "~/lib/safe-storage";
import type { ContactInput } from "../../../lead-forms/contact";

/** Kept for the tab's lifetime only, so a reload after a failed send loses nothing. */
const DRAFT_KEY = "contactDraft_v1";

export function loadDraft(): ContactInput | null {
  const raw = readStored("session", DRAFT_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<ContactInput>;
    return {
      name: String(draft.name ?? ""),
      email: String(draft.email ?? ""),
      subject: String(draft.subject ?? ""),
      message: String(draft.message ?? ""),
    };
  } catch {
    // A draft that is not JSON (edited by hand, or from an older release) is no draft.
    return null;
  }
}

export function saveDraft(values: Partial<ContactInput>): void {
  if (Object.values(values).some((value) => value)) {
    writeStored("session", DRAFT_KEY, JSON.stringify(values));
  } else {
    clearDraft();
  }
}

export function clearDraft(): void {
  removeStored("session", DRAFT_KEY);
}
