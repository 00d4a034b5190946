import { describe, expect, it } from "vitest";
import { DEFAULT_SALES_PHOENIX_URL, parseEnv } from "./env";
import { DEFAULT_SITE_URL } from "./site";

describe("parseEnv", () => {
  it("falls back to defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.salesPhoenixUrl).toBe(DEFAULT_SALES_PHOENIX_URL);
    expect(env.leadApiOrigin).toBeUndefined();
    expect(env.enterpriseBookingUrl).toBeUndefined();
    expect(env.auditPaymentUrl).toBeUndefined();
    expect(env.leadTimeoutMs).toBeUndefined();
  });

  it("treats empty values as unset and trims the site URL's trailing slash", () => {
    const env = parseEnv({ VITE_LEAD_API_ORIGIN: "", VITE_SITE_URL: "https://example.co.uk/" });
    expect(env.leadApiOrigin).toBeUndefined();
    expect(env.siteUrl).toBe("https://example.co.uk");
  });

  it("keeps only the origin of a separate lead API", () => {
    const env = parseEnv({ VITE_LEAD_API_ORIGIN: "https://api.example.co.uk/leads/" });
    expect(env.leadApiOrigin).toBe("https://api.example.co.uk");
  });

  it("refuses the old browser-side webhook variables, which would expose the hooks", () => {
    expect(() =>
      parseEnv({ VITE_CONTACT_WEBHOOK_URL: "https://hooks.zapier.com/hooks/catch/1/abc" }),
    ).toThrow(/VITE_CONTACT_WEBHOOK_URL: .*CONTACT_WEBHOOK_URL on the server/);
  });

  it("stops the build with a message naming a malformed variable", () => {
    expect(() => parseEnv({ VITE_AUDIT_PAYMENT_URL: "pay.example.com/no-scheme" })).toThrow(
      /VITE_AUDIT_PAYMENT_URL: must be an http\(s\) URL \(got "pay.example.com\/no-scheme"\)/,
    );
    expect(() => parseEnv({ VITE_SITE_URL: "ftp://example.com" })).toThrow(/VITE_SITE_URL/);
  });

  it("lets only the browser tests' build shorten the wait for the lead API", () => {
    expect(parseEnv({ MODE: "e2e", VITE_E2E_LEAD_TIMEOUT_MS: "3000" }).leadTimeoutMs).toBe(3_000);
    expect(parseEnv({ MODE: "e2e", VITE_E2E_LEAD_TIMEOUT_MS: "" }).leadTimeoutMs).toBeUndefined();
    expect(() => parseEnv({ MODE: "production", VITE_E2E_LEAD_TIMEOUT_MS: "3000" })).toThrow(
      /VITE_E2E_LEAD_TIMEOUT_MS: only the browser tests' build/,
    );
    for (const value of ["0", "-5", "1.5", "3s"]) {
      expect(() => parseEnv({ MODE: "e2e", VITE_E2E_LEAD_TIMEOUT_MS: value }), value).toThrow(
        /VITE_E2E_LEAD_TIMEOUT_MS: must be a whole number of milliseconds/,
      );
    }
  });
});
