import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientAddress,
  fromTrustedProxy,
  parseTrustProxy,
  type TrustProxy,
} from "./client-address";

/** What the server makes of a request over loopback (its peer is 127.0.0.1) under each setting. */
let server: ServerType;
let origin = "";
beforeAll(async () => {
  const app = new Hono().get("/", (c) => {
    const trust = parseTrustProxy(c.req.query("trust")) as TrustProxy;
    return c.json({ address: clientAddress(c, trust), proxied: fromTrustedProxy(c, trust) });
  });
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(instance),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seen(trust: string, forwardedFor?: string) {
  const response = await fetch(`${origin}/?${new URLSearchParams({ trust })}`, {
    headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor },
  });
  return (await response.json()) as { address: string; proxied: boolean };
}

// A visitor at 198.51.100.7 who sent "X-Forwarded-For: 6.6.6.6" of their own, through a CDN whose
// edge is 203.0.113.10, then nginx on loopback: each proxy appends the address it was reached from.
const SPOOFED = "6.6.6.6";
const VISITOR = "198.51.100.7";
const CDN_EDGE = "203.0.113.10";

describe("the client's address behind trusted proxies", () => {
  it("takes nobody's X-Forwarded-For when no proxy is trusted", async () => {
    for (const trust of ["", "0", "false"]) {
      expect(await seen(trust, `${SPOOFED}, ${VISITOR}`), trust).toEqual({
        address: "127.0.0.1",
        proxied: false,
      });
    }
  });

  it("behind nginx alone (1, true), the entry nginx appended, not the visitor's own", async () => {
    for (const trust of ["1", "true"]) {
      expect((await seen(trust, `${SPOOFED}, ${VISITOR}`)).address, trust).toBe(VISITOR);
    }
  });

  it("behind a CDN and nginx (2), the entry the CDN appended: visitors sharing an edge are told apart", async () => {
    expect((await seen("2", `${SPOOFED}, ${VISITOR}, ${CDN_EDGE}`)).address).toBe(VISITOR);
    expect((await seen("2", `198.51.100.8, ${CDN_EDGE}`)).address).toBe("198.51.100.8");
    // Fewer entries than proxies: the furthest there is.
    expect((await seen("2", VISITOR)).address).toBe(VISITOR);
  });

  it("by the proxies' addresses, the first from the right that is not one of them, whatever the visitor wrote", async () => {
    const trust = "127.0.0.1, ::1, 203.0.113.0/24";
    expect(await seen(trust, `${SPOOFED}, ${VISITOR}, ${CDN_EDGE}`)).toEqual({
      address: VISITOR,
      proxied: true,
    });
    // A visitor who writes one of the CDN's own addresses gains nothing by it.
    expect((await seen(trust, `203.0.113.99, ${VISITOR}, ${CDN_EDGE}`)).address).toBe(VISITOR);
    // Reaching nginx directly, around the CDN.
    expect((await seen(trust, `${SPOOFED}, ${VISITOR}`)).address).toBe(VISITOR);
    // A connection from anywhere else is not a proxy: its header is ignored.
    expect(await seen("203.0.113.0/24", `${SPOOFED}, ${VISITOR}`)).toEqual({
      address: "127.0.0.1",
      proxied: false,
    });
  });

  it("reads TRUST_PROXY's values, and refuses what is none of them", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(" 3 ")).toBe(3);
    for (const bad of [
      "yes",
      "1.2.3",
      "10.0.0.0/33",
      "::1/129",
      "127.0.0.1/8/1",
      "10.0.0.0/x",
      "1,",
    ]) {
      expect(parseTrustProxy(bad), bad).toBeUndefined();
    }
  });
});
