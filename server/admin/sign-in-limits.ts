import type { LeadStore } from "../store/lead-store";

/** The rate-limit scope of sign-in attempts: `login:<address hash>` and `login:all`. */
export const LOGIN_SCOPE = "login";

/**
 * The owner's way back in after the limits locked everyone out (their own office's address, or
 * the site-wide ceiling reached by someone guessing): forgets every sign-in attempt.
 */
export async function clearSignInLimits(store: Pick<LeadStore, "clearRateScope">) {
  return store.clearRateScope(LOGIN_SCOPE);
}
