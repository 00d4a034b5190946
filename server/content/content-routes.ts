import type { Context, Hono } from "hono";
import type { z } from "zod";
import { messagePage } from "../admin/admin-layout";
import type { Logger } from "../log";
import { contentChanges } from "../store/content-changes";
import type { Publisher } from "../publish/publisher";
import type { LeadStore } from "../store/lead-store";
import { registryDefaults, type ContentRegistry } from "./content-registry";
import {
  CONTENT_PATH,
  documentFormPage,
  documentListPage,
  HISTORY_PATH,
  type LaunchChecklistItem,
} from "./content-pages";
import { applyListAction, parseListAction, readValue } from "./form-values";
import { historyPage } from "./history-page";
import { addPublishChangesRoutes } from "./publish-changes-routes";
import { describeField, type FieldNode } from "./schema-fields";

export interface ContentRouteOptions {
  registry: ContentRegistry;
  /** The store, or a StoreUnavailableError thrown (the admin's onError answers 503). */
  store: () => LeadStore;
  /** Who is signed in, as the history names them. */
  author: (c: Context) => string;
  /** What the live content still has of the shipped agency, for the launch checklist. */
  launchItems?: (() => readonly LaunchChecklistItem[]) | undefined;
  /** Absent when this server does not build releases: nothing can be published from here. */
  publisher?: (() => Publisher | null) | undefined;
  log: Logger;
}

const REVISIONS_SHOWN = 50;
const CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
});
const staleMessage = (savedAt: Date) =>
  `This section was changed in another tab or by another sign-in at ${CLOCK.format(savedAt)}. ` +
  "Reload to see the newer version; your changes are kept below.";

/** Each field's first message, by its path ("founders.0.name"), in the schema's words. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join(".");
    const text =
      issue.code === "invalid_type" && issue.expected === "number"
        ? "Enter a number"
        : issue.message;
    if (!errors.has(path)) errors.set(path, text);
  }
  return errors;
}

/**
 * The owner's "Site content" section: each document of the content model as a form generated from
 * its schema, saved as a draft that publishes nothing, and the history of publishes. Forms work
 * without script: a list's buttons post the whole form with an action, and the page comes back
 * with what was typed. The admin's middleware has already checked the session, the origin and
 * the body's size (admin-routes.ts).
 */
export function addContentRoutes(admin: Hono, options: ContentRouteOptions) {
  const documents = Object.fromEntries(
    Object.entries(options.registry).map(([id, definition]) => [
      id,
      { ...definition, root: describeField(definition.schema, id) as FieldNode },
    ]),
  );
  const defaults = registryDefaults(options.registry);
  const differs = (published: unknown, draft: unknown) =>
    contentChanges({ document: published }, { document: draft }).length > 0;

  /** What the site serves of `id` now: the newest revision's, or the repository's defaults. */
  const publishedOf = async (id: string) =>
    (await options.store().currentPublished())?.content[id] ?? defaults[id];

  addPublishChangesRoutes(admin, { ...options, documents, defaults });

  admin.get(CONTENT_PATH, async (c) => {
    const store = options.store();
    const [drafts, published] = await Promise.all([store.listDrafts(), store.currentPublished()]);
    const listing = Object.entries(documents).map(([id, { title, summary }]) => {
      const draft = drafts.find((saved) => saved.document === id);
      const live = published?.content[id] ?? defaults[id];
      return { id, title, summary, draftDiffers: draft ? differs(live, draft.content) : false };
    });
    return c.html(documentListPage(listing, options.launchItems?.() ?? []));
  });

  admin.get(HISTORY_PATH, async (c) =>
    c.html(
      historyPage({
        revisions: await options.store().listRevisions(REVISIONS_SHOWN),
        documents,
        canPublish: options.publisher !== undefined,
      }),
    ),
  );

  admin.get(`${CONTENT_PATH}/:document`, async (c) => {
    const id = c.req.param("document");
    const document = documents[id];
    if (!document) return c.html(messagePage("Not found", "There is no such section."), 404);
    const draft = await options.store().getDraft(id);
    const published = await publishedOf(id);
    return c.html(
      documentFormPage({
        id,
        ...document,
        values: draft?.content ?? published,
        version: draft?.version ?? 0,
        state: { errors: new Map() },
        notice:
          c.req.query("saved") === "1"
            ? "Draft saved. Nothing is published until you publish it."
            : undefined,
        draftDiffers: draft ? differs(published, draft.content) : false,
      }),
    );
  });

  admin.post(`${CONTENT_PATH}/:document`, async (c) => {
    const id = c.req.param("document");
    const document = documents[id];
    if (!document) return c.html(messagePage("Not found", "There is no such section."), 404);
    const form: Record<string, unknown> | null = await c.req.parseBody().catch(() => null);
    if (!form) {
      return c.html(messagePage("Not read", "That form could not be read. Try again."), 400);
    }
    const values = readValue(document.root, form, "");
    const version = Number.parseInt(String(form.version), 10) || 0;
    const published = await publishedOf(id);
    const page = (state: Parameters<typeof documentFormPage>[0]["state"], alert?: string) =>
      documentFormPage({
        id,
        ...document,
        values,
        version,
        state,
        alert,
        draftDiffers: differs(published, values),
      });

    const listAction = parseListAction(form.action);
    if (listAction) {
      const focus = applyListAction(document.root, values, listAction) ?? undefined;
      return c.html(page({ errors: new Map(), focus }));
    }
    const parsed = document.schema.safeParse(values);
    if (!parsed.success) return c.html(page({ errors: fieldErrors(parsed.error.issues) }), 400);
    const saved = await options.store().saveDraft(id, parsed.data, version, options.author(c));
    if (!saved.saved) {
      return c.html(page({ errors: new Map() }, staleMessage(saved.current.savedAt)), 409);
    }
    options.log("content-draft-saved", { document: id, version: saved.draft.version });
    return c.redirect(`${CONTENT_PATH}/${id}?saved=1`, 303);
  });
}
