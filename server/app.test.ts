import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { precompress } from "../scripts/post-build/precompress";
import { createApp, INTERNAL_ERROR_MESSAGE } from "./app";
import type { LogFields } from "./log";

const PAGE = `<!doctype html><title>Home</title>${"<p>Integrate AI faster today</p>".repeat(40)}`;

let app: ReturnType<typeof createApp>;
let client: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  client = join(root, "client");
  mkdirSync(join(client, "contact"), { recursive: true });
  mkdirSync(join(client, "assets"));
  mkdirSync(join(client, "404"));
  writeFileSync(join(client, "index.html"), PAGE);
  writeFileSync(join(client, "contact", "index.html"), "<h1>Contact</h1>");
  writeFileSync(join(client, "404.html"), "<h1>Oops! Page not found</h1>");
  writeFileSync(join(client, "404", "index.html"), "<h1>Oops! Page not found</h1>");
  writeFileSync(join(client, "__spa-fallback.html"), "<div>fallback</div>");
  writeFileSync(join(client, "assets", "entry-abc123.js"), "console.log('x');".repeat(100));
  writeFileSync(join(client, ".env"), "SECRET=1");
  writeFileSync(
    join(client, "_headers"),
    [
      "/*",
      "  X-Content-Type-Options: nosniff",
      "  Strict-Transport-Security: max-age=31536000",
      "/contact",
      "  Content-Security-Policy: script-src 'self' 'sha256-contact'",
      "/contact/",
      "  Content-Security-Policy: script-src 'self' 'sha256-contact'",
      "/404",
      "  Content-Security-Policy: script-src 'self' 'sha256-notfound'",
      "",
    ].join("\n"),
  );
  writeFileSync(join(root, "secret.txt"), "outside the site");
  // The build writes the .br and .gz copies the server sends.
  await precompress(client);
  app = createApp({ clientDir: client });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("site server", () => {
  it("serves each page's index.html with or without a trailing slash", async () => {
    for (const path of ["/contact", "/contact/"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe("<h1>Contact</h1>");
    }
  });

  it("answers unknown paths, the SPA fallback and /404 itself with the 404 document", async () => {
    for (const path of ["/nope", "/contact/more", "/__spa-fallback.html", "/404", "/404/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("never serves files outside the build folder or hidden files", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/.env",
      "/%00",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/outside the site|SECRET/);
    }
  });

  it("compresses text with brotli or gzip as the browser accepts", async () => {
    const br = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PAGE);

    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(PAGE);

    const plain = await get("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    const asset = await get("/assets/entry-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const page = await get("/");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("sends the build's security headers, with each page's own CSP", async () => {
    for (const path of ["/contact", "/contact/"]) {
      const page = await get(path);
      expect(page.headers.get("content-security-policy")).toBe(
        "script-src 'self' 'sha256-contact'",
      );
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
      expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000");
    }
    const missing = await get("/nowhere");
    expect(missing.headers.get("content-security-policy")).toBe(
      "script-src 'self' 'sha256-notfound'",
    );
    const asset = await get("/assets/entry-abc123.js");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await get("/_headers")).status).toBe(404);
  });

  it("answers HEAD without a body", async () => {
    const response = await app.request("/contact", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("errors", () => {
  const SECRET_BODY = JSON.stringify({ email: "sian@example.com", message: "Call me back" });

  function failingSite() {
    const events: (LogFields & { event: string })[] = [];
    const routes = new Hono()
      .post("/api/leads/contact", async (c) => {
        await c.req.json();
        throw new Error("store exploded");
      })
      .get("/admin/leads", () => {
        throw new TypeError("cannot read properties of undefined");
      });
    const site = createApp({
      clientDir: client,
      routes: [routes],
      log: (event, fields) => events.push({ event, ...fields }),
    });
    return { site, events };
  }

  it("answers an API error with 500 and short JSON, never the stack", async () => {
    const { site, events } = failingSite();
    const response = await site.request("/api/leads/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: SECRET_BODY,
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(text).not.toMatch(/exploded|\.ts|at /);
    expect(events).toEqual([
      {
        event: "request-error",
        method: "POST",
        path: "/api/leads/contact",
        error: "Error",
        message: "store exploded",
      },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/sian@example\.com|Call me back/);
  });

  it("answers a page error with 500 and short plain text", async () => {
    const { site, events } = failingSite();
    const response = await site.request("/admin/leads");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(INTERNAL_ERROR_MESSAGE);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: "request-error", error: "TypeError" });
  });

  it("logs one JSON line by default", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const site = createApp({
      clientDir: client,
      routes: [
        new Hono().get("/api/boom", () => {
          throw new Error("no lead for sian@example.com");
        }),
      ],
    });
    expect((await site.request("/api/boom")).status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      event: "request-error",
      path: "/api/boom",
      message: "no lead for [email]",
    });
  });
});
