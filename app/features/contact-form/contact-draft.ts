import { formDraft } from "~/lib/form-draft";
import { contactSchema } from "../../../lead-forms/contact";

/** Unchanged across releases, so a draft saved before an update is still restored after it. */
const DRAFT_KEY = "contactDraft_v1";

export const {
  load: loadDraft,
  save: saveDraft,
  clear: clearDraft,
} = formDraft(DRAFT_KEY, contactSchema);
