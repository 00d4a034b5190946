import { FEEDBACK_PARAM } from "../../../lead-forms/server-feedback";

/**
 * Drops the server's feedback token from the address once the form has read it: a reload or a
 * shared link must not show someone's old answer.
 */
export function forgetFeedbackToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(FEEDBACK_PARAM)) return;
  url.searchParams.delete(FEEDBACK_PARAM);
  // The URL keeps its hash, so the page stays scrolled to the form.
  window.history.replaceState(window.history.state, "", url);
}
