import type { Logger } from "../log";
import type { LeadStore } from "../store/lead-store";

const DAY_MS = 24 * 60 * 60_000;
/** The privacy notice keeps lead details 24 months. */
export const DEFAULT_RETENTION_MS = 730 * DAY_MS;
const DEFAULT_EVERY_MS = 60_000;

export interface RetentionOptions {
  store: Pick<
    LeadStore,
    "pruneOldLeads" | "pruneRateEvents" | "pruneExpiredFeedback" | "pruneOldNotices"
  >;
  /** The owner's sessions, when the owner's page is on: expired ones go too. */
  sessions?: { pruneExpired(): Promise<void> } | null;
  log: Logger;
  /** Leads (and the owner's notices) older than this are deleted (the privacy notice's period). */
  retentionMs?: number;
  everyMs?: number;
}

export interface RetentionJob {
  /** No further runs; resolves once a run in progress is over, so the store can be closed. */
  stop(): Promise<void>;
}

/**
 * What the site keeps, and for how long: leads past the retention period, rate events no limit
 * reads any more, expired feedback of forms posted without scripts (what a visitor typed, ten
 * minutes; never shown once expired), the owner's notices as old as the leads that go, and
 * expired sessions of the owner. It runs at once and then every minute, on every instance (each
 * step is one DELETE, harmless to repeat). A step that fails is logged and tried again at the
 * next run; it never stops the others.
 */
export function startRetention({
  store,
  sessions,
  log,
  retentionMs = DEFAULT_RETENTION_MS,
  everyMs = DEFAULT_EVERY_MS,
}: RetentionOptions): RetentionJob {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function step(name: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      log("retention-error", {
        step: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function run() {
    await step("leads", async () => {
      const deleted = await store.pruneOldLeads(retentionMs);
      if (deleted) log("retention", { deleted });
    });
    await step("rate-events", () => store.pruneRateEvents());
    await step("form-feedback", async () => {
      await store.pruneExpiredFeedback();
    });
    await step("owner-notices", async () => {
      await store.pruneOldNotices(retentionMs);
    });
    if (sessions) await step("admin-sessions", () => sessions.pruneExpired());
  }

  function tick() {
    running = run().finally(() => {
      if (stopped) return;
      // The next run is timed from the end of this one, so two never overlap.
      timer = setTimeout(tick, everyMs);
      timer.unref();
    });
  }

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
