import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_LEAD_RATE_LIMIT,
  DEFAULT_PORT,
  DEFAULT_RETRY_BASE_MS,
  DEFAULT_WEBHOOK_TIMEOUT_MS,
  DEFAULT_STORE_MIN_FREE_MB,
  parseServerConfig,
} from "./config";
import { TrustedProxies } from "./client-address";
import { configuredHooks } from "./delivery-channels";
import { parse, problem } from "../tests/support/server-config";

describe("parseServerConfig", () => {
  it("has a default for everything", () => {
    expect(parse({})).toEqual({
      host: "127.0.0.1",
      port: DEFAULT_PORT,
      databaseUrl: undefined,
      dataDir: "/srv/site/data",
      webhooks: { contact: undefined, "exit-intent": undefined, audit: undefined },
      retryBaseMs: DEFAULT_RETRY_BASE_MS,
      webhookTimeoutMs: DEFAULT_WEBHOOK_TIMEOUT_MS,
      leadRateLimit: DEFAULT_LEAD_RATE_LIMIT,
      adminPassword: undefined,
      siteOrigin: "https://www.kestrel-ai.co.uk",
      trustProxy: false,
      minFreeBytes: DEFAULT_STORE_MIN_FREE_MB * 1024 * 1024,
      healthToken: undefined,
      auditPaymentUrl: undefined,
      stripeWebhookSecret: undefined,
      webhookAttribution: false,
    });
    expect(DEFAULT_PORT).toBe(4173);
    expect(DEFAULT_RETRY_BASE_MS).toBe(10_000);
  });

  it("reads every variable, trimmed, and treats empty ones as unset", () => {
    const config = parse({
      HOST: " 0.0.0.0 ",
      PORT: "8080",
      DATABASE_URL: "postgresql://app@db:5432/leads",
      DATA_DIR: "/var/lib/leads",
      CONTACT_WEBHOOK_URL: " https://hooks.example.com/contact?key=1 ",
      EXIT_INTENT_WEBHOOK_URL: "",
      AUDIT_WEBHOOK_URL: "http://127.0.0.1:9000/audit",
      LEAD_RETRY_BASE_MS: "50",
      LEAD_WEBHOOK_TIMEOUT_MS: "100",
      LEAD_RATE_LIMIT: "0",
      ADMIN_PASSWORD: "  twelve chars  ",
      VITE_SITE_URL: "https://example.co.uk/some/page",
      TRUST_PROXY: "1",
      STORE_MIN_FREE_MB: "128",
      HEALTHZ_TOKEN: " monitor-token-of-thirty-two-chars ",
      VITE_AUDIT_PAYMENT_URL: " https://pay.example.co.uk/audit ",
      LEAD_WEBHOOK_ATTRIBUTION: " 1 ",
      STRIPE_WEBHOOK_SECRET: " whsec_signing_secret ",
    });
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 8080,
      databaseUrl: "postgresql://app@db:5432/leads",
      dataDir: "/var/lib/leads",
      webhooks: {
        contact: "https://hooks.example.com/contact?key=1",
        "exit-intent": undefined,
        audit: "http://127.0.0.1:9000/audit",
      },
      retryBaseMs: 50,
      webhookTimeoutMs: 100,
      leadRateLimit: 0,
      adminPassword: "twelve chars",
      siteOrigin: "https://example.co.uk",
      trustProxy: true,
      minFreeBytes: 128 * 1024 * 1024,
      healthToken: "monitor-token-of-thirty-two-chars",
      auditPaymentUrl: "https://pay.example.co.uk/audit",
      stripeWebhookSecret: "whsec_signing_secret",
      webhookAttribution: true,
    });
    expect(configuredHooks(config.webhooks)).toEqual(["contact", "audit"]);
    expect(parse({ DATABASE_URL: " ", ADMIN_PASSWORD: "", PORT: "" })).toMatchObject({
      databaseUrl: undefined,
      adminPassword: undefined,
      port: DEFAULT_PORT,
    });
  });

  it("refuses a short HEALTHZ_TOKEN without printing it, and a STORE_MIN_FREE_MB that is not a number", () => {
    const { message } = problem({ HEALTHZ_TOKEN: "short-secret" });
    expect(message).toContain("HEALTHZ_TOKEN: must be at least 24 characters");
    expect(message).not.toContain("short-secret");
    expect(problem({ STORE_MIN_FREE_MB: "64MB" }).message).toContain(
      "STORE_MIN_FREE_MB: must be a whole number",
    );
    expect(parse({ STORE_MIN_FREE_MB: "0" }).minFreeBytes).toBe(0);
  });

  it("reads TRUST_PROXY as 1 or 0 as before, a number of proxies, or their addresses; anything else is refused", () => {
    for (const [value, trust] of [
      ["1", true],
      ["true", true],
      ["0", false],
      ["false", false],
      ["", false],
      ["2", 2],
    ] as const) {
      expect(parse({ TRUST_PROXY: value }).trustProxy, value).toBe(trust);
    }
    expect(parse({}).trustProxy).toBe(false);
    const listed = parse({ TRUST_PROXY: "127.0.0.1, ::1, 2001:db8::/32" }).trustProxy;
    expect(listed).toBeInstanceOf(TrustedProxies);
    expect((listed as TrustedProxies).written).toEqual(["127.0.0.1", "::1", "2001:db8::/32"]);
    const { message } = problem({ TRUST_PROXY: "10.0.0.0/33" });
    expect(message).toContain("TRUST_PROXY: must be 0, 1 (one proxy in front, as nginx alone)");
    expect(message).toContain('(got "10.0.0.0/33")');
  });

  it("reads LEAD_WEBHOOK_ATTRIBUTION as a switch, off unless set", () => {
    const [variable, setting] = ["LEAD_WEBHOOK_ATTRIBUTION", "webhookAttribution"] as const;
    expect(parse({})[setting]).toBe(false);
    for (const [value, on] of [
      ["1", true],
      ["true", true],
      ["0", false],
      ["false", false],
      ["", false],
    ] as const) {
      expect(parse({ [variable]: value })[setting], value).toBe(on);
    }
    expect(problem({ [variable]: "yes" }).message).toContain(`${variable}: must be 1 or 0`);
  });

  it("refuses a malformed webhook address, naming the variable and not the others", () => {
    for (const [variable, value] of [
      ["CONTACT_WEBHOOK_URL", "hooks.example.com/contact"],
      ["EXIT_INTENT_WEBHOOK_URL", "ftp://hooks.example.com/x"],
      ["AUDIT_WEBHOOK_URL", "not a url"],
      ["VITE_SITE_URL", "javascript:alert(1)"],
    ] as const) {
      const { message } = problem({ [variable]: value });
      expect(message).toContain(`${variable}: must be an http(s) URL`);
      if (variable === "VITE_SITE_URL") expect(message).toContain(`(got "${value}")`);
      else {
        expect(message).not.toContain(value);
        expect(message).toContain(`(got ${value.length} characters, not shown`);
      }
      const others = ["CONTACT_WEBHOOK_URL", "EXIT_INTENT_WEBHOOK_URL", "AUDIT_WEBHOOK_URL"];
      for (const other of others.filter((name) => name !== variable)) {
        expect(message).not.toContain(other);
      }
    }
  });

  it("refuses a STRIPE_WEBHOOK_SECRET that is not a signing secret, without printing it", () => {
    expect(() => parse({ STRIPE_WEBHOOK_SECRET: "sk_live_not_the_webhook_one" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be the endpoint's signing secret, whsec_… \(got 27 characters, not shown because it is a credential\)/,
    );
  });

  it("lists every problem at once", () => {
    const { message } = problem({
      CONTACT_WEBHOOK_URL: "nope",
      PORT: "http",
      ADMIN_PASSWORD: "short",
    });
    expect(message).toMatch(/^Invalid server configuration:\n/);
    expect(message).toContain("CONTACT_WEBHOOK_URL");
    expect(message).toContain("PORT: must be a whole number");
    expect(message).toContain("ADMIN_PASSWORD: must be at least 12 characters");
  });

  it("says where each refused value came from: the environment or .env", () => {
    const fromFile = new Set(["PORT"]);
    let error: unknown;
    try {
      parseServerConfig(
        { PORT: "http", ADMIN_PASSWORD: "short" },
        {
          defaultDataDir: "/srv/site/data",
          sourceOf: (name) => (fromFile.has(name) ? ".env" : "the environment"),
        },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(message).toContain('PORT (in .env): must be a whole number (got "http")');
    expect(message).toContain("ADMIN_PASSWORD (in the environment): must be at least 12");
    expect(new Set(problems.map((problem) => problem.variable))).toEqual(
      new Set(["PORT", "ADMIN_PASSWORD"]),
    );
  });

  it("refuses an admin password under 12 characters, without echoing it", () => {
    const { message } = problem({ ADMIN_PASSWORD: "hunter2hunt" });
    expect(message).toContain("ADMIN_PASSWORD: must be at least 12 characters");
    expect(message).not.toContain("hunter2hunt");
    expect(parse({ ADMIN_PASSWORD: "hunter2hunte" }).adminPassword).toBe("hunter2hunte");
  });

  it("refuses a DATABASE_URL that is not PostgreSQL", () => {
    for (const value of ["mysql://db/leads", "db:5432", "./data"]) {
      expect(problem({ DATABASE_URL: value }).message).toContain(
        "DATABASE_URL: must start with postgres://",
      );
    }
    expect(parse({ DATABASE_URL: "postgres://db/leads" }).databaseUrl).toBe("postgres://db/leads");
  });

  it("takes whole numbers only, each above its minimum", () => {
    for (const [variable, value, expected] of [
      ["PORT", "80.5", "must be a whole number"],
      ["PORT", "-1", "must be a whole number"],
      ["PORT", "1e3", "must be a whole number"],
      ["LEAD_RATE_LIMIT", "five", "must be a whole number"],
      ["LEAD_RETRY_BASE_MS", "0", "must be at least 1"],
      ["LEAD_WEBHOOK_TIMEOUT_MS", "99", "must be at least 100"],
    ]) {
      expect(problem({ [variable as string]: value }).message, `${variable}=${value}`).toContain(
        `${variable}: ${expected}`,
      );
    }
    expect(parse({ PORT: "0" }).port).toBe(0);
    expect(parse({ LEAD_RETRY_BASE_MS: "1" }).retryBaseMs).toBe(1);
    expect(parse({ LEAD_RATE_LIMIT: "0" }).leadRateLimit).toBe(0);
  });
});
