import { useCallback, useEffect, useState, type FormEvent } from "react";
import { FEEDBACK_PARAM, type ServerFeedback } from "../../../lead-forms/server-feedback";

/** The token has been read: a reload or a shared link must not show someone's old answer. */
function forgetFeedbackToken() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(FEEDBACK_PARAM)) return;
  url.searchParams.delete(FEEDBACK_PARAM);
  // The URL keeps its hash, so the page stays scrolled to the form.
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The server's feedback as a form shows it: its line at the top until the next submit, each
 * field's message until the visitor changes that field (or submits), and what was posted back in
 * the fields. Until then the form's own validation does not replace it, so the island renders
 * exactly what the server wrote.
 */
export function useServerFeedback(feedback: ServerFeedback | undefined) {
  const [banner, setBanner] = useState(feedback ? feedback.message : "");
  const [errors, setErrors] = useState<Record<string, string>>(() => ({ ...feedback?.errors }));

  useEffect(forgetFeedbackToken, []);

  /** For the form's onInput: a field the visitor changes drops the server's message. */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([field]) => field !== name));
      return Object.keys(rest).length === Object.keys(current).length ? current : rest;
    });
  }, []);

  /** On submit: from now on the form's own validation and answers speak. */
  const clear = useCallback(() => {
    setBanner("");
    setErrors({});
  }, []);

  return {
    banner: banner ? { outcome: feedback?.outcome ?? "problem", message: banner } : undefined,
    errors,
    values: feedback?.values ?? {},
    onInput,
    clear,
  };
}
