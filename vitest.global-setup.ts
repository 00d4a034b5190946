import type { TestProject } from "vitest/node";
import {
  createEmbeddedTemplateInChild,
  removeEmbeddedTemplate,
} from "./tests/support/embedded-template";
import { createPostgresTemplate, dropTestDatabase } from "./tests/support/postgres-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder with a migrated embedded store, for tests to copy (embedded-template.ts). */
    embeddedTemplate: string;
    /**
     * A migrated database on TEST_DATABASE_URL's server, for tests to create theirs from
     * (postgres-template.ts); empty without that server, whose tests then fail saying so.
     */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  const [embedded, postgres] = await Promise.all([
    createEmbeddedTemplateInChild(),
    serverUrl ? createPostgresTemplate(serverUrl) : "",
  ]);
  project.provide("embeddedTemplate", embedded);
  project.provide("postgresTemplate", postgres);
  return async () => {
    removeEmbeddedTemplate(embedded);
    if (serverUrl && postgres) await dropTestDatabase(serverUrl, postgres);
  };
}
