import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress";

const TEXT = "<p>Integrate AI into your business, faster.</p>\n".repeat(60);

function site() {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "contact"));
  const files: Record<string, string | Buffer> = {
    "index.html": TEXT,
    "contact/index.html": TEXT,
    "assets/entry-abc.js": "export const answer = 42;\n".repeat(80),
    "assets/app-abc.css": ".a{color:red}\n".repeat(80),
    "logo.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0h1v1z'/>".repeat(40)}</svg>`,
    "sitemap.xml": `<urlset>${"<url><loc>https://x/</loc></url>".repeat(40)}</urlset>`,
    "site.webmanifest": JSON.stringify({ name: "Kestrel AI", icons: Array(30).fill({ a: 1 }) }),
    "robots.txt": "User-agent: *\nAllow: /\n",
    "logo.png": Buffer.from(TEXT),
    _headers: TEXT,
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

describe("precompress", () => {
  it("writes brotli and gzip copies of every text file that shrinks", async () => {
    const dir = site();
    const summary = await precompress(dir);
    for (const name of [
      "index.html",
      "contact/index.html",
      "assets/entry-abc.js",
      "assets/app-abc.css",
      "logo.svg",
      "sitemap.xml",
      "site.webmanifest",
    ]) {
      const raw = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(raw), name).toBe(true);
      expect(gunzipSync(gz).equals(raw), name).toBe(true);
      expect(br.byteLength, name).toBeLessThan(raw.byteLength);
      // Last-Modified has a resolution of one second.
      const seconds = (file: string) => Math.floor(statSync(join(dir, file)).mtimeMs / 1000);
      expect(seconds(`${name}.br`), name).toBe(seconds(name));
    }
    expect(summary.written).toBe(14);
  });

  it("uses the highest levels: brotli 11 and gzip 9", async () => {
    const dir = site();
    await precompress(dir);
    const raw = readFileSync(join(dir, "index.html"));
    const best = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    expect(readFileSync(join(dir, "index.html.br")).byteLength).toBeLessThanOrEqual(
      best.byteLength,
    );
    expect(readFileSync(join(dir, "index.html.gz")).byteLength).toBe(
      gzipSync(raw, { level: 9 }).byteLength,
    );
  });

  it("skips images, files with no extension and files too small to gain", async () => {
    const dir = site();
    writeFileSync(join(dir, "robots.txt.gz"), "stale");
    await precompress(dir);
    for (const name of ["logo.png", "_headers", "robots.txt"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it("can run twice without compressing its own output", async () => {
    const dir = site();
    const first = await precompress(dir);
    const second = await precompress(dir);
    expect(second).toEqual(first);
    expect(existsSync(join(dir, "index.html.br.br"))).toBe(false);
  });
});
