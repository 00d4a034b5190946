// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/post-build/precompress";
import { createApp } from "./app";

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
