import { createAdaptorServer } from "@hono/node-server";
import type { Server } from "node:http";
import { join } from "node:path";
import { openAdminSessions, type AdminSessions } from "./admin/admin-session";
import { watchForUnlocks } from "./admin/unlock-requests";
import { createApp, createDrain } from "./app";
import type { ServerConfig } from "./config";
import {
  forgetListener,
  listen,
  otherServerOnPort,
  stopServing,
  TAKEOVER_LIMIT_MS,
  waitForStore,
} from "./handover";
import { createStoreHealth } from "./health";
import { startRetention, type RetentionJob } from "./jobs/retention";
import { createOutbox, type Outbox } from "./leads/outbox";
import { createOwnerEmail, withOwnerEmailDelivery } from "./leads/owner-email";
import { logEvent, type Logger } from "./log";
import type { BuildFolders } from "./release";
import { createLiveRelease } from "./publish/live-release";
import { createPreviewAccess } from "./publish/preview-access";
import { createPreviewReleases } from "./publish/preview-releases";
import type { Publisher } from "./publish/publisher";
import type { ReleaseSync } from "./publish/release-sync";
import { startPublishing } from "./publish/start-publishing";
import { loadRelease } from "./publish/served-release";
import { openDatabase } from "./store/database";
import { StoreUnavailableError } from "./store/store-faults";
import { exitOnLostLock } from "./store/store-lock";
import { createAdminSessionStore } from "./store/admin-sessions";
import { createLeadStore, type LeadStore } from "./store/lead-store";
import { answerBackupRequests } from "./store/backup-requests";
import { migrate, StoreTooNewError } from "./store/migrations";
import { reapplyOnStart } from "./store/reapply-erasures";
import { siteRoutes } from "./site-routes";
import type { Database } from "./store/sql";

/** How often to try again while PostgreSQL is unreachable at start-up. */
const RECONNECT_MS = 2_000;

export interface Runtime {
  url: string;
  /** Resolves once the store is open and migrated (at once for the embedded store). */
  ready: Promise<void>;
  /**
   * How the first attempt to open the store ended: "ready", or the error that makes leads wait
   * (PostgreSQL unreachable, a full disk) while the server tries again. Start-up says which.
   */
  firstAttempt: Promise<"ready" | Error>;
  /** The server on the same port and data this one takes over from (handover.ts), if any. */
  takingOverFrom: number | null;
  /** Stops taking leads, lets attempts in flight finish, closes the database. */
  stop(): Promise<void>;
}

/**
 * The whole server: pages, lead API, admin, health, the outbox that delivers leads, and the
 * owner's publish (server/publish/). The pages are served at once; the lead API answers 503 and
 * publishing waits until the store is reachable.
 */
export async function startRuntime(
  config: ServerConfig,
  {
    build,
    log = logEvent,
    onLockLost = exitOnLostLock,
  }: { build: BuildFolders; log?: Logger; onLockLost?: (error: Error) => void },
): Promise<Runtime> {
  let database: Database | null = null;
  let store: LeadStore | null = null;
  /** What the lead API saves through: the store, planning the owner's email when it is set. */
  let leadApiStore: LeadStore | null = null;
  let adminSessions: AdminSessions | null = null;
  let stopUpkeep: () => void = () => undefined;
  let outbox: Outbox | null = null;
  let retention: RetentionJob | null = null;
  let publisher: Publisher | null = null;
  let releaseSync: ReleaseSync | null = null;
  let accepting = true;
  let stopping = false;

  const outboxOptions = {
    webhooks: config.webhooks,
    retryBaseMs: config.retryBaseMs,
    timeoutMs: config.webhookTimeoutMs,
    log,
  };

  const health = createStoreHealth({ store: () => store, accepting: () => accepting });
  const live = createLiveRelease({
    initial: loadRelease(join(build.dir, "client")),
    pointer: build.pointer,
    movesPointer: build.release,
    log,
  });
  const previewReleases = createPreviewReleases(build.pointer);
  const previews = createPreviewAccess({
    previews: previewReleases,
    sessions: () => adminSessions,
  });
  const routes = siteRoutes(
    config,
    {
      store: () => store,
      leadApiStore: () => leadApiStore,
      sessions: () => adminSessions,
      accepting: () => accepting,
      wakeOutbox: () => outbox?.wake(),
      health,
      publisher: () => publisher,
    },
    { log, previews },
  );
  // A server already listening on this port with this data: this one joins its socket and
  // takes over once it stops (handover.ts).
  const takingOverFrom = otherServerOnPort(config.dataDir, config.port);
  const drain = createDrain();

  /** Settles once the database is open (not yet migrated), or with the error that stops it. */
  let markOpened: (error?: unknown) => void = () => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    markOpened = (error) => (error ? reject(error) : resolve());
  });

  let settleFirstAttempt: (outcome: "ready" | Error) => void = () => undefined;
  const firstAttempt = new Promise<"ready" | Error>((resolve) => (settleFirstAttempt = resolve));

  async function connect(): Promise<void> {
    let db: Database | null = null;
    for (;;) {
      try {
        db ??= await openDatabase({
          ...config,
          ...(takingOverFrom && { takingOver: true, lockWaitMs: TAKEOVER_LIMIT_MS }),
          onLockLost,
          onEngineKilled: (reason) => log("store", { status: "engine-restarted", reason }),
        });
        markOpened();
        await migrate(db, { log });
        await reapplyOnStart(db, config.dataDir, log);
        if (stopping) {
          await db.close();
          return;
        }
        // The password's scrypt hash is checked here, once; a new one ends every old session.
        const sessions = config.adminPassword
          ? await openAdminSessions(createAdminSessionStore(db), config.adminPassword)
          : null;
        database = db;
        store = createLeadStore(db);
        leadApiStore = config.ownerEmail ? withOwnerEmailDelivery(store) : store;
        adminSessions = sessions;
        const stopBackups = answerBackupRequests(db, config.dataDir, log);
        const stopAdmin =
          sessions && !config.databaseUrl
            ? watchForUnlocks(config.dataDir, store, log)
            : () => undefined;
        stopUpkeep = () => [stopAdmin, stopBackups].forEach((stop) => stop());
        retention = startRetention({ store, sessions, log });
        const email = config.ownerEmail && {
          email: createOwnerEmail({
            config: config.ownerEmail,
            timeoutMs: config.webhookTimeoutMs,
            adminUrl: `${config.siteOrigin}/admin/leads`,
            store,
          }),
        };
        outbox = createOutbox({ ...outboxOptions, ...email, store });
        outbox.start();
        ({ publisher, releaseSync } = startPublishing({
          config,
          build,
          live,
          previews: previewReleases,
          store,
          wakeOutbox: () => outbox?.wake(),
          log,
        }));
        log("store", {
          status: "ready",
          kind: db.kind,
          webhooks: outbox.hooks.join(",") || "none",
        });
        settleFirstAttempt("ready");
        return;
      } catch (error) {
        // The embedded store is ours: if it cannot open, nothing will change by waiting, unless
        // it is only short of disk space (free-space.ts); nor will a schema newer than this code.
        const waitable = config.databaseUrl || error instanceof StoreUnavailableError;
        if (!waitable || stopping || error instanceof StoreTooNewError) {
          await db?.close().catch(() => undefined);
          markOpened(error);
          throw error;
        }
        // Serve the pages meanwhile: the lead API answers 503 until the store is ready.
        markOpened();
        settleFirstAttempt(error as Error);
        log("store", { status: "unreachable", error: (error as Error).message });
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    }
  }

  const ready = connect();
  ready.catch(() => undefined);
  // The embedded store's lock and files are this process's to take: a second server on the same
  // folder stops here, before it listens, unless it takes over on the same port. PostgreSQL may
  // come later; the pages do not wait.
  if (!config.databaseUrl && !takingOverFrom) await Promise.race([opened, ready]);

  const app = createApp({
    releases: async (c) => (await previews.previewFor(c)) ?? live.current(),
    routes,
    log,
    drain,
    beforeRoutes: takingOverFrom ? waitForStore(ready) : undefined,
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const url = await listen(server, { ...config, joining: takingOverFrom !== null });

  return {
    url,
    ready,
    firstAttempt,
    takingOverFrom,
    async stop() {
      if (stopping) return;
      stopping = true;
      // A successor on the same socket takes the new connections: the open ones are answered
      // as usual, the store staying open for them, until they end (handover.ts).
      const successor = otherServerOnPort(config.dataDir, config.port);
      if (successor) log("server", { status: "handing-over", to: successor });
      else accepting = false;
      const drained = stopServing(server, drain, { handingOver: successor !== null }).then(
        () => (accepting = false),
      );
      // No new attempts from now on; the ones in flight finish and are recorded.
      await Promise.all([drained, outbox?.stop(), releaseSync?.stop()]);
      stopUpkeep();
      await retention?.stop();
      await database?.close();
      store = null;
      leadApiStore = null;
      forgetListener(config.dataDir);
      log("server", { status: "stopped" });
    },
  };
}
