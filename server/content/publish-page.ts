import { html } from "hono/html";
import { layout } from "../admin/admin-layout";
import type { PublishStatus } from "../publish/publish-status";
import type { ContentChange } from "../store/lead-store";
import { contentHeader, CONTENT_PATH, HISTORY_PATH, PUBLISH_PATH } from "./content-pages";
import { changeLine, type DocumentLabels } from "./history-page";

/** How often the page reloads itself while a publish or preview is being built. */
const REFRESH_SECONDS = 5;

export interface PublishPageProps {
  /** What the saved drafts change on the live site, field by field. */
  changes: readonly ContentChange[];
  documents: Readonly<Record<string, DocumentLabels>>;
  /** This server's publish or preview: under way, or how the last one ended. */
  status: PublishStatus;
  busy: boolean;
  /** False when this server cannot build releases: changes are listed, nothing can be sent. */
  canPublish: boolean;
  /** A refusal of this request (another publish under way). */
  error?: string | undefined;
}

function outcome(status: PublishStatus) {
  if (status.state === "failed") {
    return html`<div class="error-summary" role="alert">
      <h2>Nothing changed on the site</h2>
      <p>${status.message}</p>
    </div>`;
  }
  if (status.state === "switched") {
    return html`<p role="status" class="notice">
      ${status.message} <a href="${HISTORY_PATH}">See it in the history</a>
    </p>`;
  }
  if (status.state !== "previewing") return "";
  const pages = status.changedPaths ?? [];
  return html`<section class="panel" aria-labelledby="preview-title">
    <h2 id="preview-title">Your preview is ready</h2>
    <p role="status">${status.message}</p>
    <p class="summary">
      Opening the preview shows the site in this browser as it will look once published, until you
      end the preview or sign out. Nobody else sees it, and search engines are told not to index it.
    </p>
    <div class="form-actions">
      <form method="post" action="/admin/preview/view">
        <button class="primary" type="submit">Open the preview</button>
      </form>
      <form method="post" action="/admin/preview/end">
        <button type="submit">End the preview</button>
      </form>
    </div>
    ${
      pages.length
        ? html`<h3>Pages that change</h3>
            <ul class="changed-pages">
              ${pages.map((path) => html`<li><a href="${path}">${path}</a></li>`)}
            </ul>`
        : ""
    }
  </section>`;
}

function actions({ changes, busy, canPublish }: PublishPageProps) {
  if (!canPublish) {
    return html`<p class="notice">
      Publishing is not set up on this server: the changes are listed, but they can only be
      published from the server that builds the site.
    </p>`;
  }
  if (busy || changes.length === 0) return "";
  return html`<form method="post" action="${PUBLISH_PATH}" class="form-actions">
    <button type="submit" name="action" value="preview">Preview changes</button>
    <button class="primary" type="submit" name="action" value="publish">Publish changes</button>
  </form>`;
}

/**
 * The owner's "Review and publish": what the saved drafts change, a preview of every page that
 * changes, and the publish, each built as a whole release on the server while this page follows
 * it.
 */
export function publishPage(props: PublishPageProps) {
  const { changes, documents, status, busy, error } = props;
  return layout(
    error ? "Error: Review and publish" : "Review and publish",
    html`${contentHeader("Review and publish", "publish")}
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      ${
        busy
          ? html`<p role="status" class="notice">
              ${status.message} This page updates itself every ${REFRESH_SECONDS} seconds.
            </p>`
          : outcome(status)
      }
      <h2>Changes waiting to be published</h2>
      <p class="summary">
        Saved drafts only: save each section before you preview or publish. Publishing builds every
        page again and switches the site over in one go, so visitors never see half a change.
      </p>
      ${
        changes.length
          ? html`<ul class="changes">
              ${changes.map((change) => changeLine(documents, change))}
            </ul>`
          : html`<p>
              Nothing to publish: your saved drafts match the live site.
              <a href="${CONTENT_PATH}">Edit the site content</a>
            </p>`
      }
      ${actions(props)}`,
    busy ? { refreshSeconds: REFRESH_SECONDS } : {},
  );
}
