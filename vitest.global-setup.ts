import type { TestProject } from "vitest/node";
import {
  createEmbeddedTemplateInChild,
  removeEmbeddedTemplate,
} from "./tests/support/embedded-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder with a migrated embedded store, for tests to copy (embedded-template.ts). */
    embeddedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createEmbeddedTemplateInChild();
  project.provide("embeddedTemplate", template);
  return () => removeEmbeddedTemplate(template);
}
