import { join } from "node:path";
import type { Logger } from "../log";
import type { ContentDocuments, LeadStore } from "../store/lead-store";
import type { BuildStep } from "./build-protocol";
import type { LiveRelease } from "./live-release";
import { changedPages } from "./changed-pages";
import type { PreviewReleases } from "./preview-releases";
import type { PublishNotice } from "./publish-notices";
import { busyMessage, IDLE, stepMessage, type PublishStatus } from "./publish-status";
import { packRelease } from "./release-archive";
import { buildRelease, type ReleaseBuildOutcome } from "./release-build";
import { loadRelease } from "./served-release";

export interface PublishRequest {
  /** The site's content as JSON (app/content-model): the build validates it. */
  content: ContentDocuments;
  /** Who: the owner's page's sign-in. */
  author: string;
  /** The earlier revision this publishes again (a rollback), if it is one. */
  republishedFrom?: number | undefined;
}

type Refusal = { ok: false; busy: boolean; message: string; log: string[] };
export type PublishResult =
  { ok: true; publishId: string; revision: number; message: string } | Refusal;
export type PreviewResult = { ok: true; changedPaths: string[]; message: string } | Refusal;

export interface PublisherOptions {
  /** The project folder: its source builds each release. */
  root: string;
  /** The build pointer (`build`): published releases go among its releases. */
  pointer: string;
  live: LiveRelease;
  previews: PreviewReleases;
  store: Pick<LeadStore, "recordPublishedRelease" | "recordPublish">;
  /** The repository's content: what the first revision's changes are counted from. */
  defaults: ContentDocuments;
  log: Logger;
  /**
   * With PostgreSQL, other servers follow each publish from its files in the store. The embedded
   * store has one server: no files are kept, as a 10 MB write would hold up its leads.
   */
  shareReleases: boolean;
  /** Emails the owner about each publish; undefined without the owner's email. */
  notifyOwner?: ((notice: PublishNotice) => Promise<void>) | undefined;
  /** Builds and checks a release in a child process (release-build.ts). */
  build?: (options: Parameters<typeof buildRelease>[0]) => Promise<ReleaseBuildOutcome>;
}

/**
 * The owner's publish and preview: one at a time on this server, each a release built from the
 * content off the request path and checked before anything serves it. Only a checked release
 * becomes a revision (the owner's history) and a published release (what other servers follow,
 * release-sync.ts), then it is served here from the next request on, so the history never names
 * content the site could not show. A preview is served only to the signed-in owner
 * (preview-access.ts).
 */
export function createPublisher(options: PublisherOptions) {
  const { build = buildRelease, log } = options;
  let status: PublishStatus = IDLE;
  const update = (change: Partial<PublishStatus>) => (status = { ...status, ...change });
  const busy = () => !["idle", "switched", "previewing", "failed"].includes(status.state);

  /** Builds a release of `pointer` from the request's content, with the status kept up to date. */
  async function buildFor(
    kind: "publish" | "preview",
    request: PublishRequest,
    pointer: string,
  ): Promise<ReleaseBuildOutcome> {
    update({
      state: "building",
      kind,
      revisionId: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      changedPaths: [],
      message: stepMessage("building"),
    });
    const onStep = (step: BuildStep) => update({ state: step, message: stepMessage(step) });
    return build({ root: options.root, pointer, content: request.content, onStep }).catch(
      (error: unknown) => ({ failed: (error as Error).message, log: [] }),
    );
  }

  function fail(message: string, log: string[]): Refusal {
    update({ state: "failed", finishedAt: new Date().toISOString(), message });
    return { ok: false, busy: false, message, log };
  }

  function refuseWhileBusy(): Refusal {
    return { ok: false, busy: true, message: busyMessage(status), log: [] };
  }

  async function publish(request: PublishRequest): Promise<PublishResult> {
    const outcome = await buildFor("publish", request, options.pointer);
    if ("failed" in outcome) {
      return fail(`Not published: the site stays as it was. ${outcome.failed}`, outcome.log);
    }
    const release = outcome.releaseDir;
    const archive = options.shareReleases ? await packRelease(join(release, "client")) : null;
    const revision = await options.store.recordPublish(request.content, request.author, {
      defaults: options.defaults,
      ...(request.republishedFrom === undefined
        ? {}
        : { republishedFrom: request.republishedFrom }),
    });
    const revisionId = String(revision.id);
    const record = await options.store.recordPublishedRelease({
      revisionId,
      author: request.author,
      republished: request.republishedFrom !== undefined,
      content: request.content,
      archive,
    });
    await options.live.makeLive(release, { publishId: record.id, revisionId });
    const message = `Published: every page now shows revision ${revisionId}.`;
    update({ state: "switched", revisionId, finishedAt: new Date().toISOString(), message });
    return { ok: true, publishId: record.id, revision: revision.id, message };
  }

  async function preview(request: PublishRequest): Promise<PreviewResult> {
    const outcome = await buildFor("preview", request, options.previews.pointer);
    if ("failed" in outcome) {
      return fail(`No preview: ${outcome.failed}`, outcome.log);
    }
    const release = loadRelease(join(outcome.releaseDir, "client"), { preview: true });
    await options.previews.show(release);
    const changedPaths = await changedPages(options.live.current(), release);
    const message = `The preview is ready: ${changedPaths.length} pages differ from the live site.`;
    update({ state: "previewing", finishedAt: new Date().toISOString(), message, changedPaths });
    return { ok: true, changedPaths, message };
  }

  return {
    /** Publishes `content`: resolves once it is served, or with why nothing changed. */
    async publishContent(request: PublishRequest): Promise<PublishResult> {
      if (busy()) return refuseWhileBusy();
      const started = Date.now();
      const result = await publish(request).catch((error: unknown) =>
        fail(`Not published: ${(error as Error).message}`, []),
      );
      const revision = result.ok ? String(result.revision) : undefined;
      log("publish", {
        status: result.ok ? "published" : "failed",
        kind: request.republishedFrom === undefined ? "publish" : "republish",
        revision,
        republishedFrom: request.republishedFrom,
        author: request.author,
        publishId: result.ok ? result.publishId : undefined,
        durationMs: Date.now() - started,
        reason: result.ok ? undefined : result.message,
      });
      await options
        .notifyOwner?.({
          revision,
          republishedFrom: request.republishedFrom,
          author: request.author,
          published: result.ok,
          message: result.message,
          at: new Date().toISOString(),
        })
        .catch((error: unknown) =>
          log("publish", { status: "notice-not-kept", error: (error as Error).message }),
        );
      return result;
    },

    /** Builds `content` as the owner's preview: served to the signed-in owner only. */
    async previewContent(request: PublishRequest): Promise<PreviewResult> {
      if (busy()) return refuseWhileBusy();
      return preview(request).catch((error: unknown) =>
        fail(`No preview: ${(error as Error).message}`, []),
      );
    },

    publishStatus: (): PublishStatus => status,
    /** True while a publish or a preview is being built and checked. */
    isBusy: busy,
    /** True from a publish's start until it is served or has failed. */
    isPublishing: () => busy() && status.kind === "publish",
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
