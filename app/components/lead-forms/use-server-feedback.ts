import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { ServerFeedback } from "../../../lead-forms/server-feedback";
import { forgetFeedbackToken } from "./feedback-token";

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
