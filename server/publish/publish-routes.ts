import type { Hono } from "hono";
import { StoreUnavailableError } from "../store/store-faults";
import type { PreviewAccess } from "./preview-access";
import type { Publisher } from "./publisher";

/** The owner's publish as JSON: GET …/status. */
export const RELEASES_PATH = "/admin/releases";
export interface PublishRouteOptions {
  /** Null until the store is ready. */
  publisher: () => Publisher | null;
  previews: PreviewAccess;
}

/**
 * The owner's publish as JSON for monitoring (GET …/status), and the preview's cookie given and
 * taken back; both behind the owner's sign-in and, for the posts, the same-origin check of every
 * admin form (admin-routes.ts). Publishing and previewing are started from the owner's "Review and
 * publish" page (server/content/publish-changes-routes.ts).
 */
export function addPublishRoutes(admin: Hono, options: PublishRouteOptions) {
  const publisherOr503 = () => {
    const publisher = options.publisher();
    if (!publisher) throw new StoreUnavailableError("publishing waits for the store");
    return publisher;
  };

  admin.get(`${RELEASES_PATH}/status`, (c) => c.json(publisherOr503().publishStatus()));
  admin.post("/admin/preview/view", (c) => {
    options.previews.view(c);
    return c.redirect("/", 303);
  });
  admin.post("/admin/preview/end", (c) => {
    options.previews.end(c);
    return c.redirect("/admin/content/publish", 303);
  });
}
