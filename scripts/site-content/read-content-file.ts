/**
 * The content a build is made from: the published revision named by SITE_CONTENT_FILE (a JSON
 * object of documents, as the owner's editor publishes it), checked against the content model,
 * or the defaults when the variable is unset. An invalid file stops the build with every issue.
 */
import { readFileSync } from "node:fs";
import {
  defaultSiteContent,
  siteContentFrom,
  type SiteContent,
} from "../../app/content-model/registry.ts";

export const SITE_CONTENT_FILE = "SITE_CONTENT_FILE";

export function readBuildContent(env: NodeJS.ProcessEnv = process.env): SiteContent {
  const file = env[SITE_CONTENT_FILE]?.trim();
  if (!file) return defaultSiteContent();
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${SITE_CONTENT_FILE} (${file}) could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return siteContentFrom(json, `${SITE_CONTENT_FILE} (${file})`);
}
