import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** How long the owner stays signed in. */
export const SESSION_TTL_MS = 8 * 60 * 60_000;
export const SESSION_COOKIE = "kestrel_admin";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A stateless session: expiry time plus an HMAC keyed by the password, so every instance can
 * check it, and changing ADMIN_PASSWORD signs everyone out.
 */
export function createSessionToken(password: string, now = Date.now()): string {
  const expires = String(now + SESSION_TTL_MS);
  return `${expires}.${sign(password, expires)}`;
}

export function isValidSession(token: string | undefined, password: string, now = Date.now()) {
  if (!token) return false;
  const [expires, signature] = token.split(".");
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) < now) return false;
  const expected = Buffer.from(sign(password, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sign(password: string, expires: string): string {
  return createHmac("sha256", digest(`kestrel-admin-session:${password}`))
    .update(expires)
    .digest("base64url");
}
