import { definitionOf } from "../lead-forms";
import { fillText, placeholderValues } from "../app/content-model/placeholders";
import { defaultSiteContent, type SiteContent } from "../app/content-model/registry";
import { readReleaseContent } from "./release-content";

/**
 * The content of the release this server serves to everyone (not the owner's preview), for what
 * the server says outside the pages: the owner's email and page ("New £149 audit request" after
 * a price change), its own error pages, the payment check. The live release (publish/
 * live-release.ts) names its folder whenever it switches, so these words change with the pages in
 * the same moment, on every server that follows a publish.
 */
let served: { dir: string | null; content: SiteContent; values: Record<string, string> } | null =
  null;

export function noteServedRelease(releaseDir: string): void {
  if (served?.dir === releaseDir) return;
  served = { dir: releaseDir, ...withValues(readReleaseContent(releaseDir)) };
}

function withValues(content: SiteContent) {
  return { content, values: placeholderValues(content) };
}

/** Before any release is named (a test of one module), the repository's content. */
function current() {
  served ??= { dir: null, ...withValues(defaultSiteContent()) };
  return served;
}

export function servedContent(): SiteContent {
  return current().content;
}

/** `text` with the content's placeholders filled in: "{price} audit request" is "£99 audit request". */
function servedText(text: string): string {
  return fillText(text, current().values);
}

/** What the owner's page and email call a form, in the served content's words: "£99 audit". */
export function formLabelOf(form: string): string {
  const definition = definitionOf(form);
  return definition ? servedText(definition.label) : form;
}

/** What the owner's email calls one lead of a form: "New £99 audit request: …". */
export function subjectNounOf(form: string): string {
  const definition = definitionOf(form);
  // A lead of a form no longer defined is still mailed, under the plainest words.
  return definition ? servedText(definition.subjectNoun) : "lead";
}
