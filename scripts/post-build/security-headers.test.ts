import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../app/config/env";
import { parseHeaderRules } from "../../server/header-rules";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const PAGE = [
  "<html><head>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="modulepreload" href="/assets/a.js"/>',
  "</head><body>",
  "<script>window.__ctx = {}</script>",
  '<script type="module" async="">import "/assets/a.js";</script>',
  '<script src="/assets/b.js"></script>',
  "</body></html>",
].join("");

describe("inline script hashes", () => {
  it("covers every executable inline script and nothing else", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha("window.__ctx = {}"),
      sha('import "/assets/a.js";'),
    ]);
  });
});

describe("content security policy", () => {
  it("locks the page down with no unsafe script sources", () => {
    const csp = contentSecurityPolicy(PAGE, parseEnv({}));
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha("window.__ctx = {}")} ${sha('import "/assets/a.js";')}`,
    );
    expect(csp).not.toMatch(/unsafe-eval/);
    for (const directive of [
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "form-action 'self'",
      "connect-src 'self'",
      "frame-src 'none'",
      "require-trusted-types-for 'script'",
      "trusted-types default",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("googletagmanager");
  });

  it("allows exactly the lead API origin, booking frame and analytics hosts", () => {
    const csp = contentSecurityPolicy(
      PAGE,
      parseEnv({
        VITE_LEAD_API_ORIGIN: "https://api.kestrel-ai.co.uk/",
        VITE_GAS_BOOKING_EMBED_URL: "https://calendly.com/kestrel/15min",
        VITE_GTM_ID: "GTM-ABC1234",
      }),
    );
    expect(csp).toContain(
      "connect-src 'self' https://api.kestrel-ai.co.uk https://www.googletagmanager.com",
    );
    expect(csp).toContain("frame-src https://calendly.com");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    // Tag Manager's container cannot run under Trusted Types (docs/decisions/0007).
    expect(csp).not.toContain("trusted-types");
  });
});

describe("form-action", () => {
  const form = (action: string) => `<form action="${action}" method="post"></form>`;
  const env = parseEnv({
    VITE_LEAD_API_ORIGIN: "https://api.kestrel-ai.co.uk",
    VITE_AUDIT_PAYMENT_URL: "https://buy.stripe.com/test_123",
  });
  const formAction = (html: string) =>
    contentSecurityPolicy(html, env)
      .split("; ")
      .find((d) => d.startsWith("form-action"));

  it("lets a form posted without scripts reach the lead API and the £99 form's payment page", () => {
    expect(formAction(form("https://api.kestrel-ai.co.uk/api/leads/audit"))).toBe(
      "form-action 'self' https://api.kestrel-ai.co.uk https://buy.stripe.com",
    );
    expect(formAction(form("https://api.kestrel-ai.co.uk/api/leads/contact"))).toBe(
      "form-action 'self' https://api.kestrel-ai.co.uk",
    );
  });

  it("names no other origin on a page without such a form", () => {
    expect(formAction(PAGE)).toBe("form-action 'self'");
    expect(formAction(form("/api/leads/audit"))).toBe("form-action 'self' https://buy.stripe.com");
  });
});

describe("_headers", () => {
  it("round-trips through the server's parser with a CSP per page", () => {
    const env = parseEnv({});
    const text = headersFile(
      [
        { path: "/", html: PAGE },
        { path: "/contact", html: "<script>contact()</script>" },
      ],
      env,
    );
    const rules = parseHeaderRules(text);
    expect(rules.forPath("/contact")["Content-Security-Policy"]).toContain(sha("contact()"));
    expect(rules.forPath("/contact/")["Content-Security-Policy"]).toContain(sha("contact()"));
    expect(rules.forPath("/")["Content-Security-Policy"]).toContain(sha("window.__ctx = {}"));
    expect(rules.forPath("/assets/x.js")["Content-Security-Policy"]).toBeUndefined();
    expect(rules.forPath("/assets/x.js")["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(rules.forPath("/")["Permissions-Policy"]).toContain("camera=()");
  });
});
