import { createAdminRoutes } from "./admin/admin-routes";
import type { AdminSessions } from "./admin/admin-session";
import { lockoutAlertsFor } from "./admin/lockout-alerts";
import { signInLinksFor } from "./admin/sign-in-links";
import { type ServerConfig } from "./config";
import { contentRegistry } from "./content/registry-source";
import { configuredChannels, OWNER_NOTICE_EMAIL, OWNER_PAID_EMAIL } from "./delivery-channels";
import { createHealthRoute, type createStoreHealth } from "./health";
import { feedbackInStore } from "./leads/feedback-tokens";
import { createFormPages } from "./leads/form-pages";
import { createLeadApi } from "./leads/lead-api";
import type { Logger } from "./log";
import { createAvailability } from "./payments/availability";
import { livemodeOfPaymentLink } from "./payments/payment-checks";
import { createStripeWebhook } from "./payments/stripe-webhook";
import type { PreviewAccess } from "./publish/preview-access";
import type { Publisher } from "./publish/publisher";
import { releaseOf, type ServedRelease } from "./publish/served-release";
import { launchItems } from "../app/content-model/launch-items";
import { readReleaseContent } from "./release-content";
import { servedContent } from "./served-content";
import type { LeadStore } from "./store/lead-store";
import type { SiteContent } from "../app/content-model/registry";

/** What the routes read from the runtime as it changes: null while the store is not open. */
export interface RuntimeState {
  store: () => LeadStore | null;
  /** What the lead API saves through: the store, planning the owner's email when it is set. */
  leadApiStore: () => LeadStore | null;
  sessions: () => AdminSessions | null;
  accepting: () => boolean;
  /** Tells the outbox there is something to deliver now. */
  wakeOutbox: () => void;
  health: ReturnType<typeof createStoreHealth>;
  /** The owner's publish (server/publish/): null until the store is ready. */
  publisher?: () => Publisher | null;
}

/** The content a release was built from (its price, its weekly capacity), read once. */
const contents = new Map<string, SiteContent>();
function releaseContentOf(release: ServedRelease): SiteContent {
  let content = contents.get(release.dir);
  if (content === undefined) {
    content = readReleaseContent(release.dir);
    contents.set(release.dir, content);
  }
  return content;
}

/** The weekly capacity of "spots left" in the content a release was built from. */
const weeklyCapacityOf = (release: ServedRelease) =>
  releaseContentOf(release).urgency.spots.weeklyCapacity;

/** Every route the server answers besides the static files, in the order they are tried. */
export function siteRoutes(
  config: ServerConfig,
  state: RuntimeState,
  { log, previews }: { log: Logger; previews?: PreviewAccess },
) {
  // What a form posted without scripts shows back on its page (server/leads/form-pages.ts), kept
  // in the store so that any instance answers the redirect, and a restart keeps it.
  const feedback = feedbackInStore(state.store);
  return [
    createHealthRoute({
      health: state.health,
      store: state.store,
      token: config.healthToken,
      sessions: state.sessions,
    }),
    createLeadApi({
      store: state.leadApiStore,
      accepting: state.accepting,
      onStored: state.wakeOutbox,
      onStoreError: () => state.health.reportFailure(),
      rateLimit: config.leadRateLimit,
      siteOrigin: config.siteOrigin,
      trustProxy: config.trustProxy,
      webhookAttribution: config.webhookAttribution,
      log,
      formPosts: { feedback, auditPaymentUrl: config.auditPaymentUrl },
    }),
    createStripeWebhook({
      secret: config.stripeWebhookSecret,
      store: state.store,
      paidEmailHook: config.ownerEmail ? OWNER_PAID_EMAIL : undefined,
      noticeEmailHook: config.ownerEmail ? OWNER_NOTICE_EMAIL : undefined,
      expected: (c) => ({
        pence: releaseContentOf(releaseOf(c)).offers.auditPrice * 100,
        livemode: livemodeOfPaymentLink(config.auditPaymentUrl),
      }),
      onNotify: state.wakeOutbox,
      log,
    }),
    // Before the form pages: the audit page is served with "spots left" written in.
    createAvailability({
      store: state.store,
      capacity: weeklyCapacityOf,
      release: releaseOf,
      siteOrigin: config.siteOrigin,
    }),
    createFormPages({ release: releaseOf, feedback }),
    ...(config.adminPassword
      ? [
          createAdminRoutes({
            password: config.adminPassword,
            store: state.store,
            sessions: state.sessions,
            configuredHooks: configuredChannels(config.webhooks, config.ownerEmail),
            trustProxy: config.trustProxy,
            onRetry: state.wakeOutbox,
            log,
            alertLockout: lockoutAlertsFor(config, { wakeOutbox: state.wakeOutbox, log }),
            requestSignInLink: signInLinksFor(config, { wakeOutbox: state.wakeOutbox, log }),
            content: {
              registry: contentRegistry,
              launchItems: () => launchItems(servedContent()),
            },
            publishing:
              state.publisher && previews ? { publisher: state.publisher, previews } : undefined,
            weeklyCapacity: (c) => weeklyCapacityOf(releaseOf(c)),
          }),
        ]
      : []),
  ];
}
