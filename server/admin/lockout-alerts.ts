import { type ServerConfig } from "../config";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import type { OwnerNotice } from "../store/owner-notices";
import { LOGIN_WINDOW_MS, type Lockout } from "./sign-in-limits";

/** The owner's notices about a sign-in lockout (`owner_notices.kind`). */
const LOCKOUT_NOTICE = "sign-in-lockout";

/** Tells the owner that the sign-in limits refused someone (admin-routes.ts). */
export type LockoutAlert = (
  store: Pick<LeadStore, "queueOwnerNotice">,
  lockout: Lockout,
) => Promise<void>;

/**
 * The runtime's alerts: none without the owner's email. With it, a lockout is kept in the store
 * as the owner's notice with its email's delivery, before the refusal is answered, and the outbox
 * sends it like a lead's email: retried, leased, in the email's own slots and within its deadline.
 * One notice per sign-in window across every instance (owner-notices.ts): an attacker with many
 * addresses locks many of them, but the owner hears once per episode.
 */
export function lockoutAlertsFor(
  config: Pick<ServerConfig, "ownerEmail">,
  { wakeOutbox, log }: { wakeOutbox: () => void; log: Logger },
): LockoutAlert | undefined {
  if (!config.ownerEmail) return undefined;
  return async (store, lockout) => {
    const kept = await store.queueOwnerNotice({
      kind: LOCKOUT_NOTICE,
      details: { lockout },
      hook: OWNER_NOTICE_EMAIL,
      onceWithinMs: LOGIN_WINDOW_MS,
    });
    if (!kept) return;
    log("admin", { status: "lockout-notice-kept", lockout });
    wakeOutbox();
  };
}

/** The owner's email about a notice (owner-email.ts), or null for a kind this code does not know. */
export function ownerNoticeEmail(
  notice: OwnerNotice,
  adminUrl: string,
): { subject: string; text: string } | null {
  if (notice.kind !== LOCKOUT_NOTICE) return null;
  const signIn = new URL("/admin/login", adminUrl);
  const who =
    notice.details.lockout === "site-wide"
      ? "Too many wrong passwords from many addresses reached the site-wide ceiling"
      : "Too many wrong passwords from one address locked that address out";
  return {
    subject: `Sign-in to ${signIn.host} locked: someone is guessing the password`,
    text: [
      `${who} of the owner's page, ${signIn.href}.`,
      "",
      "A browser you have signed in with before still gets in with the right password.",
      'From a new browser, press "Email me a sign-in link" on that page: the link comes to this',
      "address and signs that browser in. Or wait 15 minutes, or run `npm run admin:unlock` on the server.",
      "If this was not you, think about changing ADMIN_PASSWORD.",
    ].join("\n"),
  };
}
