import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { BlockList, isIP } from "node:net";

/** The proxies whose X-Forwarded-For is believed when TRUST_PROXY lists addresses and ranges. */
export class TrustedProxies {
  constructor(
    private readonly list: BlockList,
    /** As the operator wrote them. */
    readonly written: readonly string[],
  ) {}

  has(address: string): boolean {
    const plain = withoutIpv4Mapping(address);
    const family = isIP(plain);
    return family !== 0 && this.list.check(plain, family === 4 ? "ipv4" : "ipv6");
  }
}

/**
 * Which X-Forwarded-For this server believes (TRUST_PROXY): none (false), the nearest proxies,
 * by count (true is 1: nginx alone; 2: a CDN in front of nginx), or those at the addresses given.
 */
export type TrustProxy = boolean | number | TrustedProxies;

export const TRUST_PROXY_PROBLEM =
  "must be 0, 1 (one proxy in front, as nginx alone), the number of proxies in front (2 for a " +
  "CDN and nginx), or the proxies' addresses and ranges separated by commas " +
  "(127.0.0.1,::1,203.0.113.0/24)";

/** A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d. */
function withoutIpv4Mapping(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/** TRUST_PROXY's value as a TrustProxy; undefined when it is none of those. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (text === "1" || text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const written = text.split(",").map((part) => part.trim());
  const list = new BlockList();
  for (const part of written) {
    const [address = "", prefix, extra] = part.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || extra !== undefined) return undefined;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix) && Number(prefix) <= bits) {
      list.addSubnet(address, Number(prefix), type);
    } else return undefined;
  }
  return new TrustedProxies(list, written);
}

function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined ? undefined : withoutIpv4Mapping(address);
  } catch {
    return undefined;
  }
}

/** Whether this request's connection comes from a proxy whose forwarded headers are believed. */
export function fromTrustedProxy(c: Context, trust: TrustProxy): boolean {
  if (trust instanceof TrustedProxies) {
    const peer = peerAddress(c);
    return peer !== undefined && trust.has(peer);
  }
  return trust !== false && trust !== 0;
}

/**
 * The sender's address, as this server sees it or as its trusted proxies say. Each proxy appends
 * the address it was reached from to X-Forwarded-For, so only the entries on the right were
 * written by proxies: a visitor can put anything on the left. By count, the address is the
 * entry that many from the right (the leftmost if there are fewer); by addresses, walking from
 * the connection's peer leftwards, the first one that is not a trusted proxy. Both the lead API
 * and the owner's sign-in limit by it, so it belongs to neither.
 */
export function clientAddress(c: Context, trust: TrustProxy): string {
  const peer = peerAddress(c);
  if (!fromTrustedProxy(c, trust)) return peer ?? "unknown";
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!(trust instanceof TrustedProxies)) {
    const hops = trust === true ? 1 : Number(trust);
    return forwarded.at(-hops) ?? forwarded[0] ?? peer ?? "unknown";
  }
  let address = peer;
  while (address !== undefined && trust.has(address) && forwarded.length > 0) {
    address = forwarded.pop();
  }
  return address ?? "unknown";
}
