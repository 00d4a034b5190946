import type { Database } from "./sql";

/** Releases whose files stay in the store: the live one and the one before, for a server behind. */
const ARCHIVES_KEPT = 2;

export interface NewPublishedRelease {
  revisionId: string;
  /** Who published: the owner's page's sign-in. */
  author: string;
  /** An earlier revision published again (a rollback). */
  republished: boolean;
  content: unknown;
  /**
   * The checked release's client folder (server/publish/release-archive.ts), for the other
   * servers on the same PostgreSQL; null on the embedded store, which only one server opens.
   */
  archive: Buffer | null;
}

export interface PublishedRelease {
  /** Increases with each publish: the newest is the one every server serves. */
  id: string;
  revisionId: string;
  publishedAt: Date;
}

/**
 * The `published_releases` table: one row per publish, the newest being the site every server
 * serves (server/publish/release-sync.ts polls it). Shared by both engines, so a backup, a
 * restore and the move to PostgreSQL carry the published site with the leads.
 */
export function createPublishedReleases(db: Database) {
  return {
    /** Records a publish, and drops the files of releases older than the newest few. */
    async recordPublishedRelease(release: NewPublishedRelease): Promise<PublishedRelease> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; published_at: Date }>(
          `INSERT INTO published_releases (revision_id, author, republished, content, archive)
           VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id::text AS id, published_at`,
          [
            release.revisionId,
            release.author,
            release.republished,
            JSON.stringify(release.content),
            release.archive,
          ],
        );
        await tx.query(
          `UPDATE published_releases SET archive = NULL WHERE archive IS NOT NULL AND id NOT IN
             (SELECT id FROM published_releases ORDER BY id DESC LIMIT ${ARCHIVES_KEPT})`,
        );
        if (!row) throw new Error("published_releases: the insert returned no row");
        return { id: row.id, revisionId: release.revisionId, publishedAt: row.published_at };
      });
    },

    /** The release every server should serve, or null before the first publish. */
    async latestPublishedRelease(): Promise<PublishedRelease | null> {
      const [row] = await db.query<{ id: string; revision_id: string; published_at: Date }>(
        `SELECT id::text AS id, revision_id, published_at FROM published_releases
          ORDER BY id DESC LIMIT 1`,
      );
      return row
        ? { id: row.id, revisionId: row.revision_id, publishedAt: new Date(row.published_at) }
        : null;
    },

    /** A release's files, or null once a newer publish has dropped them. */
    async publishedArchive(id: string): Promise<Buffer | null> {
      const [row] = await db.query<{ archive: Uint8Array | null }>(
        "SELECT archive FROM published_releases WHERE id = $1::bigint",
        [id],
      );
      return row?.archive ? Buffer.from(row.archive) : null;
    },
  };
}
