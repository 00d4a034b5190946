/**
 * The checks a document's schema cannot make alone, because they need the other documents: that
 * each placeholder is one the build fills in, and that search-result copy fits once it is.
 */
import { META_DESCRIPTION, META_TITLE_MAX } from "./fields.ts";
import {
  fillText,
  placeholderValues,
  stringsWithPaths,
  unknownPlaceholders,
} from "./placeholders.ts";
import type { ContentDocumentId, ContentIssue, SiteContent } from "./registry";

function metaLengthIssue(key: string | number | undefined, filled: string): string | undefined {
  if (key === "title" && filled.length > META_TITLE_MAX) {
    return `Keep the page title to ${META_TITLE_MAX} characters or fewer (it is ${filled.length} as shown)`;
  }
  if (key === "description" && filled.length < META_DESCRIPTION.min) {
    return `Write at least ${META_DESCRIPTION.min} characters, so search engines use it (it is ${filled.length} as shown)`;
  }
  if (key === "description" && filled.length > META_DESCRIPTION.max) {
    return `Keep the description to ${META_DESCRIPTION.max} characters or fewer (it is ${filled.length} as shown)`;
  }
  return undefined;
}

export function checkFilledText(
  site: SiteContent,
  ids: readonly ContentDocumentId[],
): ContentIssue[] {
  const values = placeholderValues(site);
  const known = Object.keys(values)
    .map((name) => `{${name}}`)
    .join(", ");
  const issues: ContentIssue[] = [];
  for (const document of ids) {
    for (const { path, text } of stringsWithPaths(site[document])) {
      for (const name of unknownPlaceholders(text, values)) {
        issues.push({
          document,
          path,
          message: `{${name}} is not a placeholder this site fills in: remove the braces or use one of ${known}`,
        });
      }
      if (path[path.length - 2] === "meta") {
        const message = metaLengthIssue(path[path.length - 1], fillText(text, values));
        if (message) issues.push({ document, path, message });
      }
    }
  }
  return issues;
}
