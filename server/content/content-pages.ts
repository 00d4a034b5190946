import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { layout } from "../admin/admin-layout";
import { field, fieldId, type FieldState } from "./field-html";
import type { FieldNode } from "./schema-fields";

/** The owner's "Site content" pages: the list of documents and one document's form. */
type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const CONTENT_PATH = "/admin/content";
export const HISTORY_PATH = `${CONTENT_PATH}/history`;
export const PUBLISH_PATH = `${CONTENT_PATH}/publish`;

/** The links every content page starts with, the current one marked. */
export function contentHeader(
  title: string,
  current: "documents" | "publish" | "history" | "document",
) {
  const link = (href: string, words: string, here: boolean) =>
    here
      ? html`<a href="${href}" aria-current="page">${words}</a>`
      : html`<a href="${href}">${words}</a>`;
  return html`<header>
    <h1>${title}</h1>
    <nav aria-label="Owner's pages">
      <a href="/admin/leads">Leads</a>
      ${link(CONTENT_PATH, "Site content", current === "documents")}
      ${link(PUBLISH_PATH, "Review and publish", current === "publish")}
      ${link(HISTORY_PATH, "History", current === "history")}
      <form class="inline" method="post" action="/admin/logout">
        <button type="submit">Sign out</button>
      </form>
    </nav>
  </header>`;
}

export interface DocumentListing {
  id: string;
  title: string;
  summary: string;
  /** The saved draft is not what the site serves. */
  draftDiffers: boolean;
}

/** What the live content still has of the shipped agency (app/content-model/launch-items.ts). */
export interface LaunchChecklistItem {
  message: string;
  document: string;
  /** The field that fixes it, from its document's root. */
  path: readonly (string | number)[];
}

function launchChecklist(items: readonly LaunchChecklistItem[]) {
  return html`<section class="panel" aria-labelledby="launch-title">
    <h2 id="launch-title">Before you launch</h2>
    ${
      items.length
        ? html`<p class="summary">
              The live site still shows some of the example agency that came with it. Each line
              opens the field that fixes it.
            </p>
            <ul class="launch-items">
              ${items.map(
                (item) =>
                  html`<li>
                    <a href="${CONTENT_PATH}/${item.document}#${fieldId(item.path.join("."))}"
                      >${item.message}</a
                    >
                  </li>`,
              )}
            </ul>`
        : html`<p>Nothing on the live site is still the example agency's.</p>`
    }
    <p class="summary">
      Settings outside the content, such as the payment link and where leads are sent, are checked
      by whoever runs the server.
    </p>
  </section>`;
}

export function documentListPage(
  documents: readonly DocumentListing[],
  launchItems: readonly LaunchChecklistItem[],
) {
  return layout(
    "Site content",
    html`${contentHeader("Site content", "documents")}
      <p class="summary">
        Each section opens as a form. Saving a draft publishes nothing: the site keeps showing the
        published content.
      </p>
      <ul class="documents">
        ${documents.map(
          (document) =>
            html`<li>
              <h2><a href="${CONTENT_PATH}/${document.id}">${document.title}</a></h2>
              <p>${document.summary}</p>
              ${document.draftDiffers ? html`<p class="badge">Draft differs from published</p>` : ""}
            </li>`,
        )}
      </ul>
      ${launchChecklist(launchItems)}`,
  );
}

export interface DocumentFormProps {
  id: string;
  title: string;
  summary: string;
  root: FieldNode;
  values: unknown;
  version: number;
  state: FieldState;
  /** Shown above the form: a refused save, or what the last save did. */
  alert?: string | undefined;
  notice?: string | undefined;
  draftDiffers: boolean;
}

function errorSummary(
  errors: ReadonlyMap<string, string>,
  alert: string | undefined,
  focus: boolean,
): Html {
  if (!alert && errors.size === 0) return html``;
  return html`<div
    class="error-summary"
    role="alert"
    tabindex="-1"
    aria-labelledby="error-summary-title"
    ${focus ? "autofocus" : ""}
  >
    <h2 id="error-summary-title">${alert ?? "There is a problem"}</h2>
    ${
      errors.size
        ? html`<ul>
            ${[...errors].map(
              ([path, text]) => html`<li><a href="#${fieldId(path)}">${text}</a></li>`,
            )}
          </ul>`
        : ""
    }
  </div>`;
}

export function documentFormPage(props: DocumentFormProps) {
  // Also first in the form: Enter in a field presses the form's first button, which must save.
  const save = html`<button class="primary" type="submit" name="action" value="save">
    Save draft
  </button>`;
  const heading = `${props.state.errors.size || props.alert ? "Error: " : ""}${props.title}`;
  return layout(
    heading,
    html`${contentHeader(props.title, "document")}
      <p class="summary">${props.summary}</p>
      <p class="summary">
        ${props.draftDiffers ? "This draft differs from what the site shows." : "The site shows these values."}
        Saving a draft publishes nothing.
      </p>
      ${errorSummary(props.state.errors, props.alert, props.state.focus === undefined)}
      ${props.notice ? html`<p role="status" class="notice">${props.notice}</p>` : ""}
      <form class="content-form" method="post" action="${CONTENT_PATH}/${props.id}" novalidate>
        <input type="hidden" name="version" value="${props.version}" />
        <p class="form-actions">${save}</p>
        ${field(props.root, props.values, "", props.state)}
        <p class="form-actions">${save} <a href="${CONTENT_PATH}">Back to Site content</a></p>
      </form>`,
  );
}
