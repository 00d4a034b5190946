import { createHash } from "node:crypto";
import type { SiteEnv } from "../../app/config/env";
import { leadApiPath } from "../../lead-forms/lead-api";

/** Hosts Google Tag Manager and Google Analytics use, allowed only when VITE_GTM_ID is set. */
const GOOGLE = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};

/** Headers every response gets, page or asset. */
const COMMON_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // The site uses none of these; turning them off means no embedded frame can ask for them either.
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
};

/**
 * The sha256 of every inline script the browser would run. JSON-LD blocks are data, not
 * scripts, and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    if (!body) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith("/")) return undefined;
  return new URL(url).origin;
}

/**
 * Where the page may send leads and what it may embed. Leads go to the site's own lead API
 * ('self'), or to the separate API origin when the pages sit on a static host; never further.
 */
function allowedOrigins(env: SiteEnv) {
  const frame = originOf(env.gasBookingEmbedUrl);
  return {
    connect: env.leadApiOrigin ? [env.leadApiOrigin] : [],
    frame: frame ? [frame] : [],
  };
}

const TRUSTED_TYPES: [string, string[]][] = [
  ["require-trusted-types-for", ["'script'"]],
  ["trusted-types", ["default"]],
];

/**
 * Where the page's forms may go when they post without scripts: the lead API, and for the £99
 * form the payment page its post is redirected to (browsers hold a form's redirects to
 * form-action too). Only pages that hold such a form name another origin.
 */
function formTargets(html: string, env: SiteEnv): string[] {
  const targets: string[] = [];
  const api = env.leadApiOrigin;
  if (api && html.includes(`action="${api}/api/leads/`)) targets.push(api);
  const payment = originOf(env.auditPaymentUrl);
  if (payment && html.includes(`${leadApiPath("audit")}"`)) targets.push(payment);
  return targets;
}

export function contentSecurityPolicy(html: string, env: SiteEnv): string {
  const origins = allowedOrigins(env);
  const analytics = Boolean(env.gtmId);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inlineScriptHashes(html), ...(analytics ? GOOGLE.script : [])]],
    // React and Radix set style attributes: styles cannot run code.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...(analytics ? GOOGLE.img : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...origins.connect, ...(analytics ? GOOGLE.connect : [])]],
    ["frame-src", origins.frame.length ? origins.frame : ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
    ["form-action", ["'self'", ...formTargets(html, env)]],
    // Only the "default" policy of app/lib/trusted-types.ts; Tag Manager cannot work under it
    // (docs/decisions/0007), so a site with analytics goes without.
    ...(analytics ? [] : TRUSTED_TYPES),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * A `_headers` file (Netlify, Cloudflare Pages): the common headers for every path and each
 * page's own Content-Security-Policy. `npm start`'s server reads the same file.
 */
export function headersFile(
  pages: readonly { path: string; html: string }[],
  env: SiteEnv,
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const blocks = [block("/*", COMMON_HEADERS)];
  for (const page of pages) {
    const csp = { "Content-Security-Policy": contentSecurityPolicy(page.html, env) };
    blocks.push(block(page.path, csp));
    if (page.path !== "/") blocks.push(block(`${page.path}/`, csp));
  }
  return `${blocks.join("\n\n")}\n`;
}
