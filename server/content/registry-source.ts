import type { ContentRegistry } from "./content-registry";
import { TEST_REGISTRY } from "./test-registry";

/**
 * The content model the owner's editor edits: the one place that names it. Until the site's own
 * registry (app/content-model/registry.ts) is merged, this is the editor's test registry.
 */
export const contentRegistry: ContentRegistry = TEST_REGISTRY;
