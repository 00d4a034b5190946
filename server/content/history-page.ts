import { html } from "hono/html";
import { layout, time } from "../admin/admin-layout";
import type { ContentChange, ContentRevisionSummary } from "../store/lead-store";
import { contentHeader, HISTORY_PATH } from "./content-pages";
import type { FieldNode } from "./schema-fields";

/** In a history path, the content the site was deployed with, before any revision. */
export const AS_DEPLOYED = "deployed";

/** The longest value a change shows; the revision holds all of it. */
const SHOWN_VALUE_CHARS = 160;

export interface DocumentLabels {
  title: string;
  root: FieldNode;
}

/** "Business details › Founders › Founder 2 › Role", from the schema's labels. */
function changeLabel(documents: Readonly<Record<string, DocumentLabels>>, change: ContentChange) {
  const document = documents[change.document];
  if (!document) return [change.document, ...change.path].join(" › ");
  const words = [document.title];
  let node: FieldNode | undefined = document.root;
  for (const key of change.path) {
    if (node?.kind === "object") {
      node = node.fields.find(([name]) => name === key)?.[1];
      words.push(node?.label ?? String(key));
    } else if (node?.kind === "choice") {
      // The shape's key is the choice itself; any other key is a field of a shape.
      if (key === node.key) continue;
      node = node.options.flatMap((option) => option.fields).find(([name]) => name === key)?.[1];
      words.push(node?.label ?? String(key));
    } else if (node?.kind === "list") {
      words.push(
        `${node.itemLabel.charAt(0).toUpperCase()}${node.itemLabel.slice(1)} ${Number(key) + 1}`,
      );
      node = node.item;
    } else {
      words.push(String(key));
      node = undefined;
    }
  }
  return words.join(" › ");
}

function shown(value: unknown): string {
  const text =
    typeof value === "string"
      ? `“${value}”`
      : typeof value === "object" && value !== null
        ? Object.values(value).map(shown).join(", ")
        : String(value);
  return text.length > SHOWN_VALUE_CHARS ? `${text.slice(0, SHOWN_VALUE_CHARS)}…` : text;
}

export function changeLine(
  documents: Readonly<Record<string, DocumentLabels>>,
  change: ContentChange,
) {
  const what =
    change.before === undefined
      ? `added ${shown(change.after)}`
      : change.after === undefined
        ? `removed ${shown(change.before)}`
        : `${shown(change.before)} → ${shown(change.after)}`;
  return html`<li><strong>${changeLabel(documents, change)}</strong>: ${what}</li>`;
}

export interface HistoryPageProps {
  revisions: readonly ContentRevisionSummary[];
  documents: Readonly<Record<string, DocumentLabels>>;
  /** False when no publish step is configured: the revisions are listed, none can be published. */
  canPublish: boolean;
}

export function historyPage({ revisions, documents, canPublish }: HistoryPageProps) {
  const [live] = revisions;
  return layout(
    "History",
    html`${contentHeader("History", "history")}
      <p class="summary">Every publish, newest first: when, by whom, and what it changed.</p>
      ${
        canPublish
          ? ""
          : html`<p class="notice">
              Publishing is not set up on this server yet: revisions are listed here, but none can
              be published from this page.
            </p>`
      }
      ${revisions.length === 0 ? html`<p>Nothing has been published yet.</p>` : ""}
      <ol class="revisions">
        ${revisions.map(
          (revision) =>
            html`<li>
              <h2>
                Revision
                ${revision.id}${revision === live ? html` <span class="badge">Live</span>` : ""}
              </h2>
              <p>
                Published ${time(revision.publishedAt)} by
                ${revision.publishedBy}${
                  revision.republishedFrom
                    ? `, again from revision ${revision.republishedFrom}`
                    : ""
                }.
              </p>
              ${
                revision.changes.length
                  ? html`<ul class="changes">
                      ${revision.changes.map((change) => changeLine(documents, change))}
                    </ul>`
                  : html`<p>No value changed.</p>`
              }
              ${
                canPublish && revision !== live
                  ? html`<form method="post" action="${HISTORY_PATH}/${revision.id}/publish">
                      <button type="submit">
                        Publish this revision again<span class="visually-hidden"
                          >: revision ${revision.id}</span
                        >
                      </button>
                    </form>`
                  : ""
              }
            </li>`,
        )}
        ${
          revisions.length
            ? html`<li>
                <h2>Before the first publish</h2>
                <p>The content the site was deployed with.</p>
                ${
                  canPublish
                    ? html`<form method="post" action="${HISTORY_PATH}/${AS_DEPLOYED}/publish">
                        <button type="submit">Publish the deployed content again</button>
                      </form>`
                    : ""
                }
              </li>`
            : ""
        }
      </ol>`,
  );
}
