import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { scryptKey } from "./password-keys";

/**
 * OWASP's "device cookie": a browser the owner has signed in with carries a signed token naming
 * the owner and a nonce. Its sign-in attempts skip the per-address and site-wide ceilings (only its
 * own failures lock it), so an attacker guessing from many addresses cannot keep the owner out.
 */
export const DEVICE_COOKIE = "kestrel_device";
/** Long-lived: the owner's laptop stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const SUBJECT = "owner";
const NONCE_BYTES = 16;
const COOKIE_SHAPE = /^owner\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
/**
 * The HMAC key is scrypt of ADMIN_PASSWORD (as the session store keeps it), so a stolen cookie is
 * no cheap way to test guesses of the password offline, and a new password forgets every device.
 */
const KEY_SALT = "kestrel-admin-device-cookie-v1";

export function createDeviceCookies(password: string) {
  let key: Promise<Buffer> | undefined;
  const mac = async (nonce: string) =>
    createHmac("sha256", await (key ??= scryptKey(password, KEY_SALT)))
      .update(`${SUBJECT}.${nonce}`)
      .digest();
  return {
    /** A new device cookie's value, given after a successful sign-in. */
    async issue(): Promise<string> {
      const nonce = randomBytes(NONCE_BYTES).toString("base64url");
      return `${SUBJECT}.${nonce}.${(await mac(nonce)).toString("base64url")}`;
    },
    /** The nonce of a genuine device cookie (it names the device's own limit); else null. */
    async verify(value: string | undefined): Promise<string | null> {
      const match = value === undefined ? null : COOKIE_SHAPE.exec(value);
      if (!match?.[1] || !match[2]) return null;
      const expected = await mac(match[1]);
      const given = Buffer.from(match[2], "base64url");
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
    },
  };
}
