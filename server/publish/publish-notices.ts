import type { ServerConfig } from "../config";
import { OWNER_NOTICE_EMAIL } from "../delivery-channels";
import type { LeadStore } from "../store/lead-store";
import type { OwnerNotice } from "../store/owner-notices";

/** The owner's notices about a publish (`owner_notices.kind`). */
const PUBLISH_NOTICE = "site-published";

/** What the owner is told about one publish or rollback: who, when, which revision, the result. */
export interface PublishNotice {
  /** The revision the publish made, absent when it failed. */
  revision?: string | undefined;
  /** The earlier revision published again (a rollback), if it was one. */
  republishedFrom?: number | undefined;
  author: string;
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
  const again = details.republishedFrom !== undefined && details.republishedFrom !== null;
  const what = again
    ? `Revision ${details.republishedFrom} published again`
    : "A publish of the site's content";
  const site = new URL(adminUrl).host;
  const subject = details.published
    ? `${site}: revision ${details.revision} is live${again ? ` (revision ${details.republishedFrom} again)` : ""}`
    : `${site}: ${again ? `revision ${details.republishedFrom} was not published again` : "your changes were not published"}`;
  return {
    subject,
    text: [
      `${what}, by ${details.author}, at ${details.at}.`,
      "",
      details.message ?? "",
      "",
      `The owner's page: ${adminUrl}`,
    ].join("\n"),
  };
}
