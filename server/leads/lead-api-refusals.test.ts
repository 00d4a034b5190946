import { describe, expect } from "vitest";
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from "./lead-api";
import { CONTACT, post, SITE, test } from "../../tests/support/lead-api-site";

describe("lead API", () => {
  test("answers 429 with the message once a sender is over the limit", async ({ leadApi }) => {
    const app = leadApi.app({ rateLimit: 2, trustProxy: true });
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
    expect(await leadApi.allLeads()).toHaveLength(3);
  });

  test("answers 503 while the store is unreachable or the server is stopping", async ({
    leadApi,
  }) => {
    for (const options of [
      { store: () => null },
      { accepting: () => false },
      {
        store: () => ({
          ...leadApi.store,
          saveLead: () => Promise.reject(new Error("connection refused")),
        }),
      },
    ]) {
      const response = await post(leadApi.app(options), "contact", CONTACT);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    }
    expect(await leadApi.allLeads()).toEqual([]);
    expect(leadApi.stored).toBe(0);
  });

  test("answers unknown forms with 404 and other methods with 405", async ({ leadApi }) => {
    expect((await post(leadApi.app(), "newsletter", CONTACT)).status).toBe(404);
    const get = await leadApi.app().request("/api/leads/contact");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  test("allows cross-origin posts from the site's own origin only", async ({ leadApi }) => {
    const preflight = (origin: string) =>
      leadApi.app().request("/api/leads/contact", {
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

    const ownPost = await post(leadApi.app(), "contact", CONTACT, { Origin: SITE });
    expect(ownPost.headers.get("access-control-allow-origin")).toBe(SITE);
    const foreignPost = await post(leadApi.app(), "audit", {}, { Origin: "https://evil.example" });
    expect(foreignPost.headers.get("access-control-allow-origin")).toBeNull();
  });
});
