// @vitest-environment node
import { describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from "./lead-api";
import {
  allLeads,
  api,
  CONTACT,
  post,
  SITE,
  store,
  stored,
} from "../../tests/support/lead-api-site";

describe("lead API", () => {
  it("answers 429 with the message once a sender is over the limit", async () => {
    const app = api({ rateLimit: 2, trustProxy: true });
    const from = (address: string, index: number) =>
      post(
        app,
        "contact",
        { ...CONTACT, subject: `Question ${index}` },
        {
          "X-Forwarded-For": `198.51.100.1, ${address}`,
        },
      );
    expect((await from("203.0.113.7", 1)).status).toBe(201);
    expect((await from("203.0.113.7", 2)).status).toBe(201);
    const limited = await from("203.0.113.7", 3);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    // The limit is per address: another sender goes through.
    expect((await from("203.0.113.8", 4)).status).toBe(201);
    expect(await allLeads()).toHaveLength(3);
  });

  it("answers 503 while the store is unreachable or the server is stopping", async () => {
    for (const options of [
      { store: () => null },
      { accepting: () => false },
      {
        store: () => ({
          ...store,
          saveLead: () => Promise.reject(new Error("connection refused")),
        }),
      },
    ]) {
      const response = await post(api(options), "contact", CONTACT);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    }
    expect(await allLeads()).toEqual([]);
    expect(stored).toBe(0);
  });

  it("answers unknown forms with 404 and other methods with 405", async () => {
    expect((await post(api(), "newsletter", CONTACT)).status).toBe(404);
    const get = await api().request("/api/leads/contact");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("allows cross-origin posts from the site's own origin only", async () => {
    const preflight = (origin: string) =>
      api().request("/api/leads/contact", {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const own = await preflight(SITE);
    expect(own.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(own.headers.get("access-control-allow-methods")).toContain("POST");

    const foreign = await preflight("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const ownPost = await post(api(), "contact", CONTACT, { Origin: SITE });
    expect(ownPost.headers.get("access-control-allow-origin")).toBe(SITE);
    const foreignPost = await post(api(), "audit", {}, { Origin: "https://evil.example" });
    expect(foreignPost.headers.get("access-control-allow-origin")).toBeNull();
  });
});
