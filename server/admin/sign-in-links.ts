import { createHash, randomBytes } from "node:crypto";
import type { ServerConfig } from "../config";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";
import type { OwnerNotice } from "../store/owner-notices";

/** The owner's notices asking for a sign-in link (`owner_notices.kind`): each is one email. */
const SIGN_IN_LINK_NOTICE = "sign-in-link";
/** How long a link works after it was asked for. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/**
 * At most one link email in this time, however many ask and from wherever: nobody can flood the
 * owner's inbox. Shorter than a link's life, so while someone keeps asking, the owner's inbox
 * always holds a link that still works.
 */
export const SIGN_IN_LINK_EVERY_MS = 5 * 60_000;
/** Where the email's link opens, and the form there posts to. */
export const SIGN_IN_LINK_PATH = "/admin/sign-in-link";
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const UK_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeStyle: "short" });

/** Asks for a sign-in link to the owner's address (sign-in-link-routes.ts). */
export type SignInLinkRequest = (store: Pick<LeadStore, "queueOwnerNotice">) => Promise<void>;

/**
 * None without the owner's email: the page answers the same, and nothing is sent. With it, the
 * request is kept as the owner's notice with its email's delivery, one per SIGN_IN_LINK_EVERY_MS
 * across every instance (owner-notices.ts), and the outbox sends it like the lockout's email.
 */
export function signInLinksFor(
  config: Pick<ServerConfig, "ownerEmail">,
  { wakeOutbox, log }: { wakeOutbox: () => void; log: Logger },
): SignInLinkRequest | undefined {
  if (!config.ownerEmail) return undefined;
  return async (store) => {
    const kept = await store.queueOwnerNotice({
      kind: SIGN_IN_LINK_NOTICE,
      details: {},
      hook: OWNER_NOTICE_EMAIL,
      onceWithinMs: SIGN_IN_LINK_EVERY_MS,
    });
    if (!kept) return;
    log("admin", { status: "sign-in-link-kept" });
    wakeOutbox();
  };
}

/**
 * The email with the link, made when it is due (owner-email.ts), or null for a notice of another
 * kind. Its token is new and random on each attempt and only its digest is stored, so the token
 * is never anywhere but in the email; it expires SIGN_IN_LINK_TTL_MS after it was asked for, and
 * one due after that is not sent at all (the reason string fails the delivery for good).
 */
export async function signInLinkEmail(
  notice: OwnerNotice,
  adminUrl: string,
  store: Pick<LeadStore, "keepSignInLink">,
): Promise<{ subject: string; text: string } | string | null> {
  if (notice.kind !== SIGN_IN_LINK_NOTICE) return null;
  const expiresAt = new Date(notice.createdAt.getTime() + SIGN_IN_LINK_TTL_MS);
  if (expiresAt.getTime() <= Date.now()) return "sign-in link expired before it could be sent";
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await store.keepSignInLink(digest(token), expiresAt);
  const link = new URL(`${SIGN_IN_LINK_PATH}?token=${token}`, adminUrl);
  return {
    subject: `Your sign-in link for ${link.host}`,
    text: [
      `Someone asked for a sign-in link on the owner's sign-in page, ${new URL("/admin/login", adminUrl).href}.`,
      "If it was you, open this link in the browser you want to sign in with:",
      "",
      link.href,
      "",
      `It works once, until ${UK_TIME.format(expiresAt)} (UK time). That browser is then remembered as`,
      "yours, so it gets in with the password even while someone guessing has locked out new browsers.",
      "",
      "If it was not you, ignore this email: nobody gets in without the link, and it only ever",
      "goes to this address.",
    ].join("\n"),
  };
}

/** Uses up a link's token: true once, within its time. */
export async function useSignInLink(
  store: Pick<LeadStore, "useSignInLink">,
  token: string,
): Promise<boolean> {
  return isSignInLinkToken(token) && store.useSignInLink(digest(token));
}

export const isSignInLinkToken = (token: string) => TOKEN_SHAPE.test(token);
