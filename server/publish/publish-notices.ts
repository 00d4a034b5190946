import type { ServerConfig } from "../config";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import type { LeadStore } from "../store/lead-store";
import type { OwnerNotice } from "../store/owner-notices";

/** The owner's notices about a publish (`owner_notices.kind`). */
const PUBLISH_NOTICE = "site-published";

/** What the owner is told about one publish or rollback: who, when, which revision, the result. */
export interface PublishNotice {
  revisionId: string;
  author: string;
  republished: boolean;
  published: boolean;
  /** What the owner's page said: published, or why not. */
  message: string;
  at: string;
}

/**
 * None without the owner's email. With it, each publish and rollback is kept as the owner's
 * notice with its email's delivery, which the outbox sends like a lead's email (retried, leased).
 */
export function publishNoticesFor(
  config: Pick<ServerConfig, "ownerEmail">,
  { store, wakeOutbox }: { store: Pick<LeadStore, "queueOwnerNotice">; wakeOutbox: () => void },
): ((notice: PublishNotice) => Promise<void>) | undefined {
  if (!config.ownerEmail) return undefined;
  return async (notice) => {
    await store.queueOwnerNotice({
      kind: PUBLISH_NOTICE,
      details: { ...notice },
      hook: OWNER_NOTICE_EMAIL,
      // Every publish is its own news.
      onceWithinMs: 0,
    });
    wakeOutbox();
  };
}

/** The owner's email about a publish, or null for a notice of another kind. */
export function publishNoticeEmail(
  notice: OwnerNotice,
  adminUrl: string,
): { subject: string; text: string } | null {
  if (notice.kind !== PUBLISH_NOTICE) return null;
  const details = notice.details as Partial<PublishNotice>;
  const what = details.republished ? "An earlier revision was published again" : "A publish";
  const site = new URL(adminUrl).host;
  return {
    subject: details.published
      ? `${site}: revision ${details.revisionId} is live`
      : `${site}: revision ${details.revisionId} was not published`,
    text: [
      `${what} of the site's content, revision ${details.revisionId}, by ${details.author}, at ${details.at}.`,
      "",
      details.message ?? "",
      "",
      `The owner's page: ${adminUrl}`,
    ].join("\n"),
  };
}
