import { createHash, randomBytes } from "node:crypto";
import type { FormPageId } from "../../lead-forms";
import type { FeedbackTable } from "../store/form-feedback";

/**
 * What a form's page shows after a post without scripts: a line at the top of the form (sent, or
 * what went wrong), each field's message, and what the visitor typed, so nothing is lost.
 */
export interface FormFeedback {
  form: FormPageId;
  outcome: "sent" | "problem";
  message: string;
  /** Field name to its message, for the fields the schema refused. */
  errors: Record<string, string>;
  /** Field name to what was typed, for the fields to refill. */
  values: Record<string, string>;
}

export interface FeedbackStore {
  /**
   * Keeps the feedback and returns the random token that finds it again. A sender (a hash of the
   * poster's address) keeps at most MAX_FEEDBACK_PER_SENDER: a flood from one address evicts only
   * its own. Rejects when the store cannot keep it (form-answers.ts then answers without it).
   */
  keep(feedback: FormFeedback, sender: string): Promise<string>;
  /** Undefined for an unknown or expired token; rejects when the store cannot be read. */
  find(token: string): Promise<FormFeedback | undefined>;
}

/** Long enough to read the page and reload it; short enough that little personal data lingers. */
const FEEDBACK_TTL_MS = 10 * 60_000;
export const MAX_FEEDBACK_PER_SENDER = 20;

/** 16 random bytes in base64url: the only shape `keep` hands out. */
const TOKEN_SHAPE = /^[\w-]{22}$/;

/**
 * The store keeps only this digest of a token, so whoever reads the database (a backup, a
 * replica) cannot open anyone's feedback page from it. The token is 128 random bits, so a plain
 * SHA-256 is enough: there is nothing to guess.
 */
export const feedbackTokenDigest = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/**
 * Feedback kept in the lead store (store/form-feedback.ts) under a random token, so the redirect
 * back to the form carries only the token and never what the visitor typed (personal data stays
 * out of URLs, histories and logs), and any instance sharing the database answers it, before and
 * after a restart. `table` is null until the store is open; keep and find then reject.
 */
export function feedbackInStore(table: () => FeedbackTable | null): FeedbackStore {
  function open(): FeedbackTable {
    const current = table();
    if (!current) throw new Error("The lead store is not open");
    return current;
  }

  return {
    async keep({ form, ...shown }, sender) {
      const token = randomBytes(16).toString("base64url");
      await open().keepFeedback(
        { tokenHash: feedbackTokenDigest(token), form, payload: shown, sender },
        { ttlMs: FEEDBACK_TTL_MS, perSender: MAX_FEEDBACK_PER_SENDER },
      );
      return token;
    },
    async find(token) {
      // A token of any other shape was never handed out: no need to ask the store.
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const row = await open().findFeedback(feedbackTokenDigest(token));
      if (!row) return undefined;
      return { ...(row.payload as Omit<FormFeedback, "form">), form: row.form as FormPageId };
    },
  };
}
