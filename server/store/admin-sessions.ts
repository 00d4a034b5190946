import { randomUUID } from "node:crypto";
import { ms, type Database } from "./sql";

/** Any fixed number: instances starting together take turns at checking the password. */
const CREDENTIALS_LOCK = 7_201_002;

/**
 * The owner's sessions. A cookie carries a random token; only its digest is stored, with the
 * generation of the password it was signed in with. A session is valid while it has not expired,
 * has not been ended, and its generation is the current one.
 */
export function createAdminSessionStore(db: Database) {
  return {
    /**
     * Makes `generation` the current one unless the stored password still verifies (`matches`),
     * under a lock, so instances starting together with one new password agree on one
     * generation. Returns the generation this instance signs sessions with.
     */
    async adoptPassword(
      matches: (storedHash: string) => Promise<boolean>,
      newHash: () => Promise<string>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1)", [CREDENTIALS_LOCK]);
        const [stored] = await tx.query<{ password_hash: string; generation: string }>(
          "SELECT password_hash, generation FROM admin_credentials WHERE id = 1",
        );
        if (stored && (await matches(stored.password_hash))) return stored.generation;
        const generation = randomUUID();
        await tx.query(
          `INSERT INTO admin_credentials (id, password_hash, generation) VALUES (1, $1, $2)
           ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash,
                                          generation = excluded.generation`,
          [await newHash(), generation],
        );
        // A new password ends every session of the old one.
        await tx.query("DELETE FROM admin_sessions");
        return generation;
      });
    },

    async create(tokenHash: string, generation: string, ttlMs: number): Promise<void> {
      await db.query(
        `INSERT INTO admin_sessions (token_hash, generation, expires_at)
         VALUES ($1, $2, now() + ${ms("$3")})`,
        [tokenHash, generation, ttlMs],
      );
    },

    async isActive(tokenHash: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM admin_sessions s
           JOIN admin_credentials c ON c.id = 1 AND c.generation = s.generation
          WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [tokenHash],
      );
      return rows.length > 0;
    },

    async end(tokenHash: string): Promise<void> {
      await db.query("DELETE FROM admin_sessions WHERE token_hash = $1", [tokenHash]);
    },

    async pruneExpired(): Promise<void> {
      await db.query("DELETE FROM admin_sessions WHERE expires_at < now()");
    },
  };
}

export type AdminSessionStore = ReturnType<typeof createAdminSessionStore>;
