import { createContentTable } from "./content-revisions";
import { createDeliveryTable } from "./deliveries";
import { createFeedbackTable } from "./form-feedback";
import { createLeadListing } from "./lead-listing";
import { createLeadSummary } from "./lead-summary";
import { createLeadTable } from "./leads";
import { createOwnerNoticeTable } from "./owner-notices";
import { createPersonData } from "./person-data";
import { createPublishedReleases } from "./published-releases";
import { createPaymentListing } from "./payment-listing";
import { createPaymentTable } from "./payments";
import { createRateLimitStore } from "./rate-limits";
import { createSignInLinkTable } from "./sign-in-link-digests";
import type { Database } from "./sql";

// The owner's pages, the CSV and `npm run leads` read these views through this module.
export type { DeliveryView, LeadView } from "./lead-listing";
export type { NewLead } from "./leads";
export type { LeadSummary } from "./lead-summary";
export type { ErasureRecord } from "./person-data";
export type { PaymentView } from "./payment-listing";
export type { ContentChange, ContentDocuments, ContentRevisionSummary } from "./content-revisions";

/**
 * Everything the lead API, the outbox and the owner's pages need from the store, one module per
 * table (`leads.ts`, `deliveries.ts`, `rate-limits.ts`, `form-feedback.ts`, `payments.ts`,
 * `owner-notices.ts`, `content-revisions.ts`, `published-releases.ts`,
 * `sign-in-link-digests.ts`), the owner's listing and one person's data (`person-data.ts`), on
 * one database.
 */
export function createLeadStore(db: Database) {
  return {
    db,
    ...createLeadTable(db),
    ...createDeliveryTable(db),
    ...createRateLimitStore(db),
    ...createLeadListing(db),
    ...createLeadSummary(db),
    ...createFeedbackTable(db),
    ...createPersonData(db),
    ...createPaymentTable(db),
    ...createPaymentListing(db),
    ...createOwnerNoticeTable(db),
    ...createContentTable(db),
    ...createPublishedReleases(db),
    ...createSignInLinkTable(db),
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
