import { isIP } from "node:net";

/** Loopback hosts, where a session cookie may go without `Secure` (no TLS on a laptop). */
export function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (bare === "localhost") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare === "::1";
}
