import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/app";
import { parseServerConfig } from "../../server/config";
import { createStoreHealth } from "../../server/health";
import { siteRoutes } from "../../server/site-routes";
import { E2E_WEBHOOKS } from "../e2e/e2e-servers";

/**
 * The build `npm run build:e2e` made, served as server/start.ts serves it: the same routes in front
 * of the same static files, answered in this process (Hono's app.request) with no store open, so
 * every page is the file the build wrote. BUILD_DIR picks another build, as it does for the server.
 */
export const CLIENT_DIR = join(process.env.BUILD_DIR ?? "build", "client");

function createBuiltSite() {
  const config = parseServerConfig(E2E_WEBHOOKS, {
    defaultDataDir: mkdtempSync(join(tmpdir(), "built-site-")),
  });
  const quiet = () => undefined;
  const routes = siteRoutes(
    config,
    {
      store: () => null,
      leadApiStore: () => null,
      sessions: () => null,
      accepting: () => true,
      wakeOutbox: quiet,
      health: createStoreHealth({ store: () => null, accepting: () => true }),
    },
    { log: quiet },
  );
  return createApp({ clientDir: CLIENT_DIR, routes, log: quiet });
}

const site = createBuiltSite();

/** The server's answer to a GET of `path`. */
export const get = async (path: string): Promise<Response> => site.request(path);

export interface ServedPage {
  path: string;
  status: number;
  headers: Headers;
  html: string;
  /** Parsed by jsdom, as a browser parses it: scripts do not run, template content is inert. */
  document: Document;
}

const served = new Map<string, Promise<ServedPage>>();

async function fetchPage(path: string): Promise<ServedPage> {
  const response = await get(path);
  const html = await response.text();
  const { status, headers } = response;
  return { path, status, headers, html, document: parseHtml(html) };
}

/** The page at `path` as served, fetched and parsed once per test file. */
export function servedPage(path: string): Promise<ServedPage> {
  const page = served.get(path) ?? fetchPage(path);
  served.set(path, page);
  return page;
}

export const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The content of the page's `<meta name=…>` or `<meta property=…>`, if it has one. */
export function metaContent(document: Document, key: string): string | undefined {
  const meta = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return meta?.getAttribute("content") ?? undefined;
}

/** Each `<script type="application/ld+json">` of the page, parsed. */
export function jsonLdBlocks(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

/** The directive `name` of a Content-Security-Policy, as written there ("" when absent). */
export function cspDirective(csp: string, name: string): string {
  return (
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ""
  );
}
