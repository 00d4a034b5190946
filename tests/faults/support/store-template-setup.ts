/**
 * The fault suite's second global setup: one migrated embedded store, copied into the data folder
 * of every server a spec starts without naming one (site-process.ts), instead of each running
 * PGlite's initdb, about 7 s of CPU on a two-core machine. Specs about a first start name an
 * empty folder (freshDataDir). Workers inherit the variable.
 */
import {
  createEmbeddedTemplateInChild,
  removeEmbeddedTemplate,
} from "../../support/embedded-template";

export const STORE_TEMPLATE_VARIABLE = "KESTREL_FAULT_STORE_TEMPLATE";

export default async function storeTemplateSetup(): Promise<() => void> {
  const template = await createEmbeddedTemplateInChild();
  process.env[STORE_TEMPLATE_VARIABLE] = template;
  return () => removeEmbeddedTemplate(template);
}
