/**
 * The content a release was built from, beside its pages (`<release>/content.json`, written by
 * the build: react-router.config.ts). What the server says outside the pages (the owner's email
 * and page, the spots left, the expected payment, its own error pages) reads it from here, so it
 * always matches the pages it serves. A release built before the content model has no file and
 * reads as the defaults.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  defaultSiteContent,
  siteContentFrom,
  type SiteContent,
} from "../app/content-model/registry";

const RELEASE_CONTENT_FILE = "content.json";

export async function writeReleaseContent(releaseDir: string, content: SiteContent) {
  await writeFile(join(releaseDir, RELEASE_CONTENT_FILE), `${JSON.stringify(content, null, 2)}\n`);
}

/** `releaseDir` is the folder holding client/ and node/ (resolveBuild's `dir`). */
export function readReleaseContent(releaseDir: string): SiteContent {
  let text: string;
  try {
    text = readFileSync(join(releaseDir, RELEASE_CONTENT_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return defaultSiteContent();
    throw error;
  }
  return siteContentFrom(JSON.parse(text), join(releaseDir, RELEASE_CONTENT_FILE));
}
