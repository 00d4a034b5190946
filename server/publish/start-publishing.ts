import { join } from "node:path";
import type { ServerConfig } from "../config";
import { registryDefaults } from "../content/content-registry";
import { contentRegistry } from "../content/registry-source";
import type { Logger } from "../log";
import type { BuildFolders } from "../release";
import type { LeadStore } from "../store/lead-store";
import type { LiveRelease } from "./live-release";
import type { PreviewReleases } from "./preview-releases";
import { publishNoticesFor } from "./publish-notices";
import { createPublisher } from "./publisher";
import { startReleaseSync } from "./release-sync";

interface PublishingOptions {
  config: Pick<ServerConfig, "ownerEmail" | "databaseUrl">;
  build: BuildFolders;
  live: LiveRelease;
  previews: PreviewReleases;
  store: LeadStore;
  wakeOutbox: () => void;
  log: Logger;
}

/**
 * Once the store is open: the owner's publish (built, checked and switched to in this process,
 * the owner emailed when email is set) and, with PostgreSQL, the follower that serves what another server on the
 * same database published.
 */
export function startPublishing({
  config,
  build,
  live,
  previews,
  store,
  wakeOutbox,
  log,
}: PublishingOptions) {
  const publisher = createPublisher({
    root: build.root,
    pointer: build.pointer,
    live,
    previews,
    store,
    defaults: registryDefaults(contentRegistry),
    shareReleases: config.databaseUrl !== undefined,
    log,
    notifyOwner: publishNoticesFor(config, { store, wakeOutbox }),
  });
  // Only PostgreSQL is shared: the embedded store's one server has nobody else's publish to follow.
  if (config.databaseUrl === undefined) return { publisher, releaseSync: null };
  const releaseSync = startReleaseSync({
    store,
    live,
    root: build.root,
    pointer: build.pointer,
    serverDir: build.release ? join(build.dir, "node") : null,
    publishing: () => publisher.isPublishing(),
    log,
  });
  return { publisher, releaseSync };
}
