import { contentDocuments } from "../../app/content-model/registry";
import type { ContentRegistry } from "./content-registry";

/** The content model the owner's editor edits: the site's own registry, the one place named. */
export const contentRegistry: ContentRegistry = contentDocuments;
