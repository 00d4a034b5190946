import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { attributionOfFormPage } from "./form-attribution";

const SITE = "https://www.example.co.uk";
const app = new Hono().post("/api/leads/audit", (c) =>
  c.json(attributionOfFormPage(c, SITE) ?? null),
);

async function attributionFrom(referer?: string) {
  const response = await app.request("https://api.example.co.uk/api/leads/audit", {
    method: "POST",
    headers: referer ? { Referer: referer } : {},
  });
  return response.json();
}

describe("where a form posted without scripts came from", () => {
  it("is the page's path and its own campaign parameters, unknown ones dropped", async () => {
    const page = `${SITE}/free-google-visibilty-audit-for-gas-eningeers?utm_source=google&utm_medium=cpc&utm_campaign=gas-audit&gclid=TeSt123&email=sian%40example.com#form`;
    expect(await attributionFrom(page)).toEqual({
      page: "/free-google-visibilty-audit-for-gas-eningeers",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "gas-audit",
      gclid: "TeSt123",
    });
  });

  it("is nothing when the browser names no page, or another site's", async () => {
    expect(await attributionFrom()).toBeNull();
    expect(await attributionFrom("https://evil.example/contact?utm_source=x")).toBeNull();
    expect(await attributionFrom("not a url")).toBeNull();
  });

  it("takes the page of the host that served the form when the site is reached by another name", async () => {
    expect(await attributionFrom("https://api.example.co.uk/contact")).toEqual({
      page: "/contact",
    });
  });
});
