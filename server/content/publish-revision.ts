import type { Publisher } from "../publish/publisher";
import type { LeadStore } from "../store/lead-store";
import { type ContentRegistry, registryDefaults } from "./content-registry";
import type { PublishRevision } from "./content-routes";

/**
 * The editor's "Publish this revision again": the publish step builds, checks and switches to a
 * release of that content (server/publish/), and only once it is served is it recorded as the
 * newest revision, so the history never names a revision the site is not showing.
 */
export function publishRevisionWith(
  registry: ContentRegistry,
  publisher: () => Publisher | null,
  store: () => LeadStore | null,
): PublishRevision {
  return async ({ content, author, republishedFrom }) => {
    const [publishing, leads] = [publisher(), store()];
    if (!publishing || !leads) {
      return { published: false, reason: "the site is still starting. Try again in a minute." };
    }
    const result = await publishing.publishContent({
      content,
      author,
      revisionId: String(republishedFrom),
      republished: true,
    });
    if (!result.ok) return { published: false, reason: result.message };
    const revision = await leads.recordPublish(content, author, {
      defaults: registryDefaults(registry),
      republishedFrom,
    });
    return { published: true, revision };
  };
}
