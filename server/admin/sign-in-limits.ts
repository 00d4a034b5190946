import { createHash } from "node:crypto";
import type { LeadStore } from "../store/lead-store";
import { rateBucket } from "../store/rate-limits";

/** The rate-limit scope of sign-in attempts: `login:<address hash>`, `login:all`, `login:device:…`. */
const LOGIN_SCOPE = "login";
/** Sign-in attempts per address in the window below, across every instance; a success resets it. */
export const LOGIN_ATTEMPTS = 10;
/**
 * Sign-in attempts from all unknown browsers together in the window: guesses spread over many
 * addresses stop here. The owner's known browser (device-cookies.ts) is not held by it.
 */
export const LOGIN_ATTEMPTS_SITE_WIDE = 100;
/** Failed attempts of one known browser before it is treated as unknown again. */
export const DEVICE_LOGIN_ATTEMPTS = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** The rate-limit bucket of every attempt from an unknown browser, whatever its address. */
const SITE_WIDE_LOGIN_BUCKET = `${LOGIN_SCOPE}:all`;
/**
 * Marks of lockouts already logged, kept apart from LOGIN_SCOPE so that unlocking does not make
 * the same episode report again. One per bucket and window: an episode is a window with a lockout
 * in it. (The owner's email keeps its own mark, the notice itself: lockout-alerts.ts.)
 */
const ALERT_SCOPE = "login-alert";

export type Lockout = "address" | "site-wide";

export type SignInAdmission =
  | { allowed: true; /** Buckets a successful sign-in forgets. */ clear: string[] }
  | { allowed: false; lockout: Lockout; bucket: string };

type LimitStore = Pick<LeadStore, "takeRateToken">;

const deviceBucket = (nonce: string) =>
  `${LOGIN_SCOPE}:device:${createHash("sha256").update(nonce).digest("hex").slice(0, 32)}`;

/**
 * Counts a sign-in attempt. A known browser (its device cookie's nonce) is held only by its own
 * failures; once those reach their limit it is treated as unknown (OWASP), and meets the
 * per-address and site-wide ceilings like any other browser.
 */
export async function admitSignIn(
  store: LimitStore,
  { address, device }: { address: string; device: string | null },
): Promise<SignInAdmission> {
  const ownBucket = device === null ? null : deviceBucket(device);
  if (ownBucket && (await store.takeRateToken(ownBucket, DEVICE_LOGIN_ATTEMPTS, LOGIN_WINDOW_MS))) {
    return { allowed: true, clear: [ownBucket] };
  }
  const addressBucket = rateBucket(LOGIN_SCOPE, address);
  if (!(await store.takeRateToken(addressBucket, LOGIN_ATTEMPTS, LOGIN_WINDOW_MS))) {
    return { allowed: false, lockout: "address", bucket: addressBucket };
  }
  if (
    !(await store.takeRateToken(SITE_WIDE_LOGIN_BUCKET, LOGIN_ATTEMPTS_SITE_WIDE, LOGIN_WINDOW_MS))
  ) {
    return { allowed: false, lockout: "site-wide", bucket: SITE_WIDE_LOGIN_BUCKET };
  }
  return { allowed: true, clear: ownBucket ? [addressBucket, ownBucket] : [addressBucket] };
}

/**
 * Whether this refusal starts a lockout episode worth a log line: once per locked bucket and
 * window. Across instances: the store decides.
 */
export function newLockoutEpisode(store: LimitStore, bucket: string): Promise<boolean> {
  return store.takeRateToken(`${ALERT_SCOPE}:${bucket}`, 1, LOGIN_WINDOW_MS);
}

/**
 * The owner's way back in after the limits locked everyone out (their own office's address, or
 * the site-wide ceiling reached by someone guessing): forgets every sign-in attempt.
 */
export async function clearSignInLimits(store: Pick<LeadStore, "clearRateScope">) {
  return store.clearRateScope(LOGIN_SCOPE);
}
