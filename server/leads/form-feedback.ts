import { randomBytes } from "node:crypto";

/** The forms that also post without scripts, each with the page it lives on. */
export type FormPageId = "contact" | "audit";

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
   * its own.
   */
  keep(feedback: FormFeedback, sender?: string): string;
  find(token: string): FormFeedback | undefined;
  /** Drops the feedback `matches` picks (a person's data erased on request); how many went. */
  forget(matches: (feedback: FormFeedback) => boolean): number;
}

/** Long enough to read the page and reload it; short enough that little lingers in memory. */
const FEEDBACK_TTL_MS = 10 * 60_000;
/** A post is at most 16 KB, so this bounds the memory a flood of bad posts can take. */
const MAX_FEEDBACK = 1_000;
const MAX_FEEDBACK_PER_SENDER = 20;

/**
 * Feedback kept in memory under a random token, so the redirect back to the form carries only the
 * token and never what the visitor typed (personal data stays out of URLs, histories and logs).
 * Lost on restart, which costs the visitor only the refilled values.
 */
export function createFeedbackStore({
  ttlMs = FEEDBACK_TTL_MS,
  maxEntries = MAX_FEEDBACK,
  now = Date.now,
}: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}): FeedbackStore {
  // Insertion order is expiry order: every entry lives equally long.
  const entries = new Map<
    string,
    { feedback: FormFeedback; expires: number; sender: string | undefined }
  >();

  function prune() {
    for (const [token, entry] of entries) {
      if (entry.expires > now() && entries.size < maxEntries) break;
      entries.delete(token);
    }
  }

  return {
    keep(feedback, sender) {
      prune();
      if (sender !== undefined) {
        const own = [...entries].filter(([, entry]) => entry.sender === sender);
        for (const [token] of own.slice(0, Math.max(0, own.length - MAX_FEEDBACK_PER_SENDER + 1))) {
          entries.delete(token);
        }
      }
      const token = randomBytes(16).toString("base64url");
      entries.set(token, { feedback, expires: now() + ttlMs, sender });
      return token;
    },
    find(token) {
      const entry = entries.get(token);
      if (!entry || entry.expires <= now()) return undefined;
      return entry.feedback;
    },
    forget(matches) {
      let forgotten = 0;
      for (const [token, entry] of entries) {
        if (!matches(entry.feedback)) continue;
        entries.delete(token);
        forgotten += 1;
      }
      return forgotten;
    },
  };
}
