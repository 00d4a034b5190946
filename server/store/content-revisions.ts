import { contentChanges, type ContentChange, type ContentDocuments } from "./content-changes";
import { lockKey, type Database } from "./sql";

export type { ContentChange, ContentDocuments } from "./content-changes";

/** A document's draft: what the owner saved last, and the version a later save must name. */
export interface ContentDraft {
  document: string;
  content: unknown;
  version: number;
  savedAt: Date;
  savedBy: string;
}

export type DraftSave =
  | { saved: true; draft: ContentDraft }
  /** Another tab or sign-in saved since this one loaded: nothing was written. */
  | { saved: false; current: ContentDraft };

/** A publish: every document as it went live, who published it, and what it changed. */
export interface ContentRevisionSummary {
  id: number;
  publishedAt: Date;
  publishedBy: string;
  changes: ContentChange[];
  /** The earlier revision this one published again (a rollback), if it was one. */
  republishedFrom: number | null;
}

export interface ContentRevision extends ContentRevisionSummary {
  content: ContentDocuments;
}

interface DraftRow {
  document: string;
  content: unknown;
  version: number;
  saved_at: Date;
  saved_by: string;
}

interface RevisionRow {
  id: string;
  content?: ContentDocuments | string;
  published_at: Date;
  published_by: string;
  changes: ContentChange[] | string;
  republished_from: string | null;
}

/** jsonb arrives parsed from PostgreSQL's driver and as text from some PGlite paths. */
const json = <T>(value: T | string): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

const toDraft = (row: DraftRow): ContentDraft => ({
  document: row.document,
  content: json(row.content),
  version: row.version,
  savedAt: new Date(row.saved_at),
  savedBy: row.saved_by,
});

function toSummary(row: RevisionRow): ContentRevisionSummary {
  return {
    id: Number(row.id),
    publishedAt: new Date(row.published_at),
    publishedBy: row.published_by,
    changes: json(row.changes),
    republishedFrom: row.republished_from === null ? null : Number(row.republished_from),
  };
}

const toRevision = (row: RevisionRow): ContentRevision => ({
  ...toSummary(row),
  content: json(row.content ?? {}),
});

const DRAFT_COLUMNS = "document, content, version, saved_at, saved_by";
const SUMMARY_COLUMNS = "id::text AS id, published_at, published_by, changes, republished_from";
const PUBLISH_LOCK = "content-publish";

/**
 * The `content_drafts` and `content_revisions` tables: the owner's edits to the site's content.
 * A draft is per document and publishes nothing; its version makes a save from a stale tab fail
 * instead of overwriting a newer one. A publish is a revision of every document together, so a
 * rollback is publishing an earlier revision's content again. The rows hold the content as JSON
 * and know nothing of its schema: the caller validates before it saves.
 */
export function createContentTable(db: Database) {
  const currentPublished = async (): Promise<ContentRevision | null> => {
    const [row] = await db.query<RevisionRow>(
      `SELECT ${SUMMARY_COLUMNS}, content FROM content_revisions ORDER BY id DESC LIMIT 1`,
    );
    return row ? toRevision(row) : null;
  };

  return {
    async getDraft(document: string): Promise<ContentDraft | null> {
      const [row] = await db.query<DraftRow>(
        `SELECT ${DRAFT_COLUMNS} FROM content_drafts WHERE document = $1`,
        [document],
      );
      return row ? toDraft(row) : null;
    },

    /** Every saved draft, for the list of documents. */
    async listDrafts(): Promise<ContentDraft[]> {
      const rows = await db.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM content_drafts`);
      return rows.map(toDraft);
    },

    /**
     * Saves `content` as the document's draft if its version is still `expectedVersion` (0: no
     * draft yet), in one statement, so two saves from the same version cannot both succeed.
     */
    async saveDraft(
      document: string,
      content: unknown,
      expectedVersion: number,
      author: string,
    ): Promise<DraftSave> {
      const [row] = await db.query<DraftRow>(
        `INSERT INTO content_drafts (document, content, version, saved_by)
         VALUES ($1, $2::jsonb, $3 + 1, $4)
         ON CONFLICT (document) DO UPDATE
           SET content = excluded.content, version = excluded.version,
               saved_at = now(), saved_by = excluded.saved_by
           WHERE content_drafts.version = $3
         RETURNING ${DRAFT_COLUMNS}`,
        [document, JSON.stringify(content), expectedVersion, author],
      );
      if (row) return { saved: true, draft: toDraft(row) };
      const [current] = await db.query<DraftRow>(
        `SELECT ${DRAFT_COLUMNS} FROM content_drafts WHERE document = $1`,
        [document],
      );
      // No row and no conflict cannot both happen: an insert from version 0 always lands.
      if (!current) throw new Error(`the draft of ${document} was refused but is not there`);
      return { saved: false, current: toDraft(current) };
    },

    /** The newest first, without their content. */
    async listRevisions(limit: number): Promise<ContentRevisionSummary[]> {
      const rows = await db.query<RevisionRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM content_revisions ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(toSummary);
    },

    async getRevision(id: number): Promise<ContentRevision | null> {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const [row] = await db.query<RevisionRow>(
        `SELECT ${SUMMARY_COLUMNS}, content FROM content_revisions WHERE id = $1::bigint`,
        [id],
      );
      return row ? toRevision(row) : null;
    },

    /** The content the site serves: the newest revision, or null before the first publish. */
    currentPublished,

    /**
     * Records a publish of `content` (every document) by `author`, with what it changed from the
     * revision before it, or from `defaults` (the repository's content) for the first. Publishes
     * take turns under a lock, on every instance, so each one's changes are against the one
     * before it.
     */
    async recordPublish(
      content: ContentDocuments,
      author: string,
      { defaults, republishedFrom }: { defaults: ContentDocuments; republishedFrom?: number },
    ): Promise<ContentRevision> {
      return db.transaction(async (tx) => {
        await lockKey(tx, PUBLISH_LOCK);
        const [previous] = await tx.query<{ content: ContentDocuments | string }>(
          "SELECT content FROM content_revisions ORDER BY id DESC LIMIT 1",
        );
        const changes = contentChanges(previous ? json(previous.content) : defaults, content);
        const [row] = await tx.query<RevisionRow>(
          `INSERT INTO content_revisions (content, published_by, changes, republished_from)
           VALUES ($1::jsonb, $2, $3::jsonb, $4::bigint)
           RETURNING ${SUMMARY_COLUMNS}, content`,
          [JSON.stringify(content), author, JSON.stringify(changes), republishedFrom ?? null],
        );
        if (!row) throw new Error("the revision was not recorded");
        return toRevision(row);
      });
    },
  };
}
