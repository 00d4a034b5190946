import { scrypt } from "node:crypto";

/** About 50–100 ms a derivation on one core: paid once at start, and by anyone who steals the hash. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SCRYPT_KEY_BYTES = 32;
/** scrypt needs 128 × N × r bytes: 32 MB with the parameters above, past Node's default cap. */
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;
/** A server derives one or two keys of ADMIN_PASSWORD; a few more are kept for a changed one. */
const REMEMBERED = 8;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Keys already derived in this process, by password, salt and cost. */
const derived = new Map<string, Promise<Buffer>>();

/**
 * scrypt of `password`, derived once per process for the same salt and cost: the result is the
 * same every time, and the admin routes and sessions are rebuilt on the same password (after the
 * store reconnects, and in the admin tests for every test) without paying for it again.
 */
export function scryptKey(
  password: string,
  salt: Buffer | string,
  cost: ScryptCost = SCRYPT_PARAMS,
): Promise<Buffer> {
  const saltText = typeof salt === "string" ? `s:${salt}` : `b:${salt.toString("base64url")}`;
  const id = JSON.stringify([password, saltText, cost.N, cost.r, cost.p]);
  let key = derived.get(id);
  if (!key) {
    key = new Promise<Buffer>((resolve, reject) =>
      scrypt(
        password,
        salt,
        SCRYPT_KEY_BYTES,
        { ...cost, maxmem: SCRYPT_MAX_MEMORY },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    // A failed derivation (a malformed stored cost) is not kept: the next call tries again.
    key.catch(() => derived.delete(id));
    derived.set(id, key);
    const oldest = derived.keys().next().value;
    if (derived.size > REMEMBERED && oldest !== undefined) derived.delete(oldest);
  }
  return key;
}
