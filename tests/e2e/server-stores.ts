/**
 * The site's e2e servers' data folders, each given a copy of one migrated embedded store before
 * its server starts (tests/support/embedded-template.ts), as the unit and fault suites do:
 * otherwise each server runs PGlite's initdb on its first start, about 7 s of CPU each, one after
 * another (Playwright starts its webServers in turn, and before any global setup, so the config
 * does this as it loads). The copies have the template's 16 MB buffer pool, which no journey can
 * tell apart. The fresh-install server (playwright.config.ts) keeps an empty folder: a server's
 * first start, as on a new machine, is proved there.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  copyEmbeddedTemplate,
  createEmbeddedTemplateInChild,
  removeEmbeddedTemplate,
} from "../support/embedded-template";

/** A new folder under `root` for each of `names`, each holding a copy of one migrated store. */
export async function fillDataDirs(root: string, names: readonly string[]): Promise<void> {
  const template = await createEmbeddedTemplateInChild();
  try {
    for (const name of names) {
      const dir = join(root, name);
      mkdirSync(dir);
      copyEmbeddedTemplate(template, dir);
    }
  } finally {
    removeEmbeddedTemplate(template);
  }
}
