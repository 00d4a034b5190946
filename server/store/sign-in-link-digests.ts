import type { Database } from "./sql";

/**
 * The `sign_in_links` table: the one-time links that sign the owner in from a new browser
 * (admin/sign-in-links.ts). A row is the digest of a link's token and when it expires; the token
 * itself is only ever in the owner's email.
 */
export function createSignInLinkTable(db: Database) {
  return {
    /** Keeps a new link's digest; links already expired go with it (at most one every few minutes). */
    async keepSignInLink(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query("DELETE FROM sign_in_links WHERE expires_at <= now()");
        await tx.query("INSERT INTO sign_in_links (token_hash, expires_at) VALUES ($1, $2)", [
          tokenHash,
          expiresAt.toISOString(),
        ]);
      });
    },

    /**
     * Uses up the link under `tokenHash`: true once, while it has not expired. The row goes in the
     * same statement, so two instances given the same link at once let in one browser.
     */
    async useSignInLink(tokenHash: string): Promise<boolean> {
      const [row] = await db.query<{ valid: boolean }>(
        "DELETE FROM sign_in_links WHERE token_hash = $1 RETURNING expires_at > now() AS valid",
        [tokenHash],
      );
      return row?.valid === true;
    },
  };
}
