/** The query parameter that carries a form-feedback token back to a form's page. */
export const FEEDBACK_PARAM = "form-feedback";

/**
 * What the server wrote into a form's page after a post without scripts (server/leads/
 * form-page-html.ts), handed to the form's island as a prop so the island starts from it.
 */
export interface ServerFeedback {
  outcome: "sent" | "problem";
  message: string;
  /** Field name to its message, for the fields the schema refused. */
  errors: Record<string, string>;
  /** Field name to what was typed. */
  values: Record<string, string>;
}

/** The props of a form island: nothing, or the server's feedback. */
export interface FormIslandProps {
  feedback?: ServerFeedback;
}

/**
 * The line at the top of a form saying what happened to a post made without scripts, as the
 * server writes it into the page (server/leads/form-page-html.ts).
 */
export const FEEDBACK_BANNER_CLASS = {
  problem: "rounded-xl border border-danger p-4 text-sm font-medium text-danger",
  sent: "rounded-xl bg-brand-soft p-4 text-sm font-semibold text-ink",
} as const;

/** Marks that line, so a form's script finds it to take it away at the next submit. */
export const FEEDBACK_BANNER_ATTRIBUTE = "data-feedback-banner";
