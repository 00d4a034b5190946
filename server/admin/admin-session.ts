import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { AdminSessionStore } from "../store/admin-sessions";
import { SCRYPT_PARAMS, scryptKey } from "./password-keys";

/** How long the owner stays signed in. */
export const SESSION_TTL_MS = 8 * 60 * 60_000;
export const SESSION_COOKIE = "kestrel_admin";

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptKey(password, salt);
  const { N, r, p } = SCRYPT_PARAMS;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

async function verifyPasswordHash(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scryptKey(password, Buffer.from(salt, "base64url"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const tokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Who did something on the owner's pages, as the content's history names them: there is one
 * owner, so the sign-in is what tells two tabs or devices apart. The digest's first characters
 * name it; they are not the cookie and open nothing.
 */
export function signInName(token: string | undefined): string {
  return token !== undefined && TOKEN_SHAPE.test(token)
    ? `the owner (sign-in ${tokenDigest(token).slice(0, 8)})`
    : "the owner";
}

/**
 * The owner's sessions under the current ADMIN_PASSWORD. The cookie is a random token, so a
 * leaked cookie says nothing about the password; the store keeps only the token's digest, so a
 * leaked database holds no usable cookie. Opening checks the password against the stored scrypt
 * hash once: a different password ends every session (admin-sessions.ts).
 */
export async function openAdminSessions(store: AdminSessionStore, password: string) {
  const generation = await store.adoptPassword(
    (storedHash) => verifyPasswordHash(password, storedHash),
    () => hashPassword(password),
  );
  const wellFormed = (token: string | undefined): token is string =>
    token !== undefined && TOKEN_SHAPE.test(token);
  return {
    /** A new session; returns the cookie's value. */
    async start(): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString("base64url");
      await store.create(tokenDigest(token), generation, SESSION_TTL_MS);
      return token;
    },
    async isSignedIn(token: string | undefined): Promise<boolean> {
      return wellFormed(token) && store.isActive(tokenDigest(token));
    },
    /** Sign-out: the session ends on every instance, whoever holds a copy of the cookie. */
    async end(token: string | undefined): Promise<void> {
      if (wellFormed(token)) await store.end(tokenDigest(token));
    },
    pruneExpired: () => store.pruneExpired(),
  };
}

export type AdminSessions = Awaited<ReturnType<typeof openAdminSessions>>;
