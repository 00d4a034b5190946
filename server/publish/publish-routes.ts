import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { StoreUnavailableError } from "../store/store-faults";
import type { PreviewAccess } from "./preview-access";
import type { Publisher } from "./publisher";

/** Where the owner's page publishes and previews (JSON in and out). */
export const RELEASES_PATH = "/admin/releases";
/** The whole site's content is text: a quarter of a megabyte is far more than it holds. */
const MAX_CONTENT_BYTES = 256 * 1024;
/** The single owner signs in with the one password: this is who every publish is by. */
const OWNER = "the owner (signed in)";

const ContentRequest = z.object({
  revisionId: z.string().trim().min(1).max(100),
  content: z.json(),
  /** An earlier revision published again: a rollback. */
  republished: z.boolean().optional(),
});

export interface PublishRouteOptions {
  /** Null until the store is ready. */
  publisher: () => Publisher | null;
  previews: PreviewAccess;
}

/**
 * The owner's publish, preview and their progress, behind the owner's sign-in and the same-origin
 * check of every admin form (admin-routes.ts lists these paths as gated). A publish or a preview
 * is started and answered at once (202); the owner's page follows it at GET …/status.
 */
export function addPublishRoutes(admin: Hono, options: PublishRouteOptions) {
  const publisherOr503 = () => {
    const publisher = options.publisher();
    if (!publisher) throw new StoreUnavailableError("publishing waits for the store");
    return publisher;
  };
  const limit = bodyLimit({
    maxSize: MAX_CONTENT_BYTES,
    onError: (c) => c.json({ error: "That content is larger than the site can hold." }, 413),
  });

  async function start(c: Context, kind: "publish" | "preview") {
    const publisher = publisherOr503();
    const parsed = ContentRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: "Send a revisionId and its content." }, 400);
    const request = { ...parsed.data, author: OWNER };
    const done =
      kind === "publish" ? publisher.publishContent(request) : publisher.previewContent(request);
    // A refusal (one at a time) is known at once; otherwise the build goes on after the answer.
    const early = await Promise.race([done, Promise.resolve(null)]);
    if (early && !early.ok && early.busy) return c.json({ error: early.message }, 409);
    return c.json(publisher.publishStatus(), 202);
  }

  admin.get(`${RELEASES_PATH}/status`, (c) => c.json(publisherOr503().publishStatus()));
  admin.post(`${RELEASES_PATH}/publish`, limit, (c) => start(c, "publish"));
  admin.post(`${RELEASES_PATH}/preview`, limit, (c) => start(c, "preview"));
  admin.post("/admin/preview/view", (c) => {
    options.previews.view(c);
    return c.redirect("/", 303);
  });
  admin.post("/admin/preview/end", (c) => {
    options.previews.end(c);
    return c.redirect("/admin", 303);
  });
}
