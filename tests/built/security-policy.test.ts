/**
 * What the server's headers and the built files promise about scripts and secrets: each page's
 * Content-Security-Policy allows exactly its own inline scripts and requires Trusted Types, the
 * common security headers are on every page, and no file a browser can fetch names a webhook.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT } from "../../shared/island-contract";
import { builtIslands } from "../support/built-islands";
import { E2E_WEBHOOKS, RECEIVER_URL } from "../e2e/e2e-servers";
import { siteRoutes } from "../e2e/site-routes";
import { CLIENT_DIR, cspDirective, get, servedPage } from "./built-site";

/** Every page, and the not-found page an unknown address gets. */
const SERVED_PAGES = [...siteRoutes, "/no-such-page"];

/** The CSP source of each script the page runs from its own HTML (not JSON-LD, not a file). */
function inlineScriptHashes(document: Document): string[] {
  return [...document.querySelectorAll("script:not([src])")]
    .filter((script) => script.getAttribute("type") !== "application/ld+json")
    .map((script) => script.textContent)
    .filter(Boolean)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

it("the home page is served with locked-down security headers", async () => {
  const { headers } = await servedPage("/");
  const csp = headers.get("content-security-policy") ?? "";
  expect(cspDirective(csp, "script-src")).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(cspDirective(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
  expect(cspDirective(csp, "base-uri")).toBe("base-uri 'none'");
  expect(cspDirective(csp, "object-src")).toBe("object-src 'none'");
  expect(cspDirective(csp, "form-action")).toBe("form-action 'self'");
  // Leads go to the site's own API only: no webhook host is named, nor needed.
  expect(cspDirective(csp, "connect-src")).toBe("connect-src 'self'");
  expect(cspDirective(csp, "frame-src")).toBe(`frame-src ${RECEIVER_URL}`);
  const maxAge = Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(15_552_000);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toContain("camera=()");
  expect(headers.get("permissions-policy")).toContain("geolocation=()");
});

describe.each(SERVED_PAGES)("%s", (path) => {
  it("allows each of its inline scripts by hash, and requires Trusted Types", async () => {
    const { headers, document } = await servedPage(path);
    const csp = headers.get("content-security-policy") ?? "";
    const scriptSrc = cspDirective(csp, "script-src");
    const hashes = inlineScriptHashes(document);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc, hash).toContain(hash);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("trusted-types default");
  });

  it("carries no framework runtime, React streaming script, module script or cookie banner", async () => {
    const { document, html } = await servedPage(path);
    // The pages run islands only: React Router's hydration context stays out of them.
    expect(html).not.toContain("__reactRouterContext");
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);
    // Nor React's streaming runtime, which comes with <Scripts />: root.tsx renders that only in
    // the SPA fallback, by a context React Router does not document (decision 8).
    const scripts = [...document.querySelectorAll("script:not([type])")].map((s) => s.textContent);
    expect(scripts.filter((text) => /\$R[BCTV]\b/.test(text))).toEqual([]);
    // The e2e build has no analytics, so nothing asks for consent.
    expect(document.querySelector('[data-island="cookie-banner"]')).toBeNull();
    expect(document.querySelector('[aria-label="Cookie consent"]')).toBeNull();
  });
});

it("every island's script, as served, asks to be compiled while it streams in", async () => {
  // Compiled at each function's first call instead, an island's code doubled the main-thread
  // work of the first touch (docs/performance-history-2026-11.md); a minifier or bundler update that drops the
  // hint from the first line would bring that back without a word.
  const files = [...new Set(builtIslands().flatMap((island) => island.files))];
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const response = await get(file);
    expect(response.ok, file).toBe(true);
    expect((await response.text()).split("\n")[0], file).toBe(EAGER_COMPILE_HINT);
  }
});

it("no file the browser can download contains a webhook address", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(CLIENT_DIR);
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    for (const address of [...Object.values(E2E_WEBHOOKS), "/hooks/"]) {
      expect(text.includes(address), `${file} contains ${address}`).toBe(false);
    }
  }
});
