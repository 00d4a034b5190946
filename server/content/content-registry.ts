import type { z } from "zod";

/**
 * What the editor needs of the site's content model (the content model's registry has this
 * shape): each document's schema, whose fields carry their labels as zod metadata
 * (`.meta({ label, help })`), and its defaults, the repository's content. The editor is generic
 * over it, so its tests run on a small registry of their own (test-registry.ts).
 */
interface ContentDocumentDefinition {
  title: string;
  summary: string;
  schema: z.ZodObject;
  defaults: unknown;
}

export type ContentRegistry = Readonly<Record<string, ContentDocumentDefinition>>;

/** Every document's defaults: what the site serves before the first publish. */
export const registryDefaults = (registry: ContentRegistry): Record<string, unknown> =>
  Object.fromEntries(Object.entries(registry).map(([id, { defaults }]) => [id, defaults]));
