import type { Context, Hono } from "hono";
import { messagePage } from "../admin/admin-layout";
import type { Logger } from "../log";
import { IDLE } from "../publish/publish-status";
import type { Publisher, PublishRequest } from "../publish/publisher";
import { contentChanges } from "../store/content-changes";
import type { ContentDocuments, LeadStore } from "../store/lead-store";
import { HISTORY_PATH, PUBLISH_PATH } from "./content-pages";
import { AS_DEPLOYED, type DocumentLabels } from "./history-page";
import { publishPage } from "./publish-page";

export interface PublishChangesOptions {
  documents: Readonly<Record<string, DocumentLabels>>;
  /** The repository's content: what the site serves of a document never published. */
  defaults: ContentDocuments;
  store: () => LeadStore;
  author: (c: Context) => string;
  /** Absent when this server does not build releases; null while the store opens. */
  publisher?: (() => Publisher | null) | undefined;
  log: Logger;
}

/**
 * The owner's "Review and publish" and "Publish this revision again": each starts a build on this
 * server and answers at once with the page that follows it, since a build takes about a minute,
 * longer than a proxy waits for an answer.
 */
export function addPublishChangesRoutes(admin: Hono, options: PublishChangesOptions) {
  const known = (id: string) => Object.hasOwn(options.documents, id);

  /** What the site serves now, and the same with every saved draft in place. */
  async function liveAndDrafted() {
    const store = options.store();
    const [published, drafts] = await Promise.all([store.currentPublished(), store.listDrafts()]);
    const live: ContentDocuments = { ...options.defaults, ...published?.content };
    const drafted: ContentDocuments = { ...live };
    for (const draft of drafts) if (known(draft.document)) drafted[draft.document] = draft.content;
    return { live, drafted };
  }

  async function page(error?: string) {
    const publisher = options.publisher?.() ?? null;
    const { live, drafted } = await liveAndDrafted();
    const status = publisher?.publishStatus() ?? IDLE;
    return publishPage({
      changes: contentChanges(live, drafted),
      documents: options.documents,
      status,
      busy: publisher?.isBusy() ?? false,
      canPublish: publisher !== null,
      error,
    });
  }

  /** Starts a publish or preview and leaves it running; a refusal is known at once. */
  async function start(
    publisher: Publisher,
    kind: "publish" | "preview",
    request: PublishRequest,
  ): Promise<string | null> {
    const done =
      kind === "publish" ? publisher.publishContent(request) : publisher.previewContent(request);
    done.catch((error: unknown) =>
      options.log("content-publish-failed", { kind, reason: (error as Error).message }),
    );
    const early = await Promise.race([done, Promise.resolve(null)]);
    return early && !early.ok && early.busy ? early.message : null;
  }

  admin.get(PUBLISH_PATH, async (c) => c.html(await page()));

  admin.post(PUBLISH_PATH, async (c) => {
    const publisher = options.publisher?.();
    if (!publisher) return c.html(await page("Publishing is not available yet."), 503);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const kind = form.action === "preview" ? "preview" : "publish";
    const { drafted } = await liveAndDrafted();
    const refused = await start(publisher, kind, { content: drafted, author: options.author(c) });
    if (refused) return c.html(await page(refused), 409);
    options.log("content-publish-started", { kind });
    return c.redirect(PUBLISH_PATH, 303);
  });

  admin.post(`${HISTORY_PATH}/:id/publish`, async (c) => {
    const publisher = options.publisher?.();
    const id = c.req.param("id");
    // The deployed content is no revision: publishing it again is a publish of the defaults.
    const revision = id === AS_DEPLOYED ? null : await options.store().getRevision(Number(id));
    if (!publisher || (!revision && id !== AS_DEPLOYED)) {
      return c.html(messagePage("Not found", "There is no such revision to publish."), 404);
    }
    const refused = await start(publisher, "publish", {
      content: { ...options.defaults, ...revision?.content },
      author: options.author(c),
      republishedFrom: revision?.id,
    });
    if (refused) return c.html(await page(refused), 409);
    options.log("content-publish-started", { kind: "republish", from: id });
    return c.redirect(PUBLISH_PATH, 303);
  });
}
