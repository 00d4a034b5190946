import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The sender's address, as this server sees it (or as the one trusted proxy in front says). Both
 * the lead API and the owner's sign-in limit by it, so it belongs to neither.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
