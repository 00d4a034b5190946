import { describe, expect, it } from "vitest";
import { DEFAULT_SALES_PHOENIX_URL, DEFAULT_SITE_URL, parseEnv } from "./env";

describe("parseEnv", () => {
  it("falls back to defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.salesPhoenixUrl).toBe(DEFAULT_SALES_PHOENIX_URL);
    expect(env.contactWebhookUrl).toBe("/api/leads/contact");
    expect(env.exitIntentWebhookUrl).toBe("/api/leads/exit-intent");
    expect(env.auditWebhookUrl).toBe("/api/leads/audit");
    expect(env.enterpriseBookingUrl).toBeUndefined();
    expect(env.auditPaymentUrl).toBeUndefined();
  });

  it("treats empty values as unset and trims the site URL's trailing slash", () => {
    const env = parseEnv({ VITE_CONTACT_WEBHOOK_URL: "", VITE_SITE_URL: "https://example.co.uk/" });
    expect(env.contactWebhookUrl).toBe("/api/leads/contact");
    expect(env.siteUrl).toBe("https://example.co.uk");
  });

  it("passes configured webhook addresses through", () => {
    const env = parseEnv({ VITE_AUDIT_WEBHOOK_URL: "https://hooks.example.com/catch/1" });
    expect(env.auditWebhookUrl).toBe("https://hooks.example.com/catch/1");
  });

  it("stops the build with a message naming a malformed variable", () => {
    expect(() => parseEnv({ VITE_CONTACT_WEBHOOK_URL: "hooks.example.com/no-scheme" })).toThrow(
      /VITE_CONTACT_WEBHOOK_URL: must be an http\(s\) URL \(got "hooks.example.com\/no-scheme"\)/,
    );
    expect(() => parseEnv({ VITE_SITE_URL: "ftp://example.com" })).toThrow(/VITE_SITE_URL/);
  });
});
