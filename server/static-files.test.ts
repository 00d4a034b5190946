import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/post-build/precompress";
import { createApp } from "./app";

const PAGE = `<!doctype html><title>Home</title>${"<p>Integrate AI faster today</p>".repeat(40)}`;
const NOT_FOUND = `<!doctype html><h1>Oops! Page not found</h1>${"<p>Try the menu.</p>".repeat(40)}`;
const SCRIPT = "export const greet = (name) => `Hello ${name}`;\n".repeat(60);
const BROWSER = "gzip, deflate, br, zstd";

let client: string;
let app: ReturnType<typeof createApp>;
let server: ServerType;
let port: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "static-"));
  client = join(root, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  mkdirSync(join(client, "404"));
  writeFileSync(join(client, "index.html"), PAGE);
  writeFileSync(join(client, "404.html"), NOT_FOUND);
  writeFileSync(join(client, "404", "index.html"), NOT_FOUND);
  writeFileSync(join(client, "assets", "entry-abc123.js"), SCRIPT);
  writeFileSync(join(client, "logo.png"), Buffer.from(PAGE));
  writeFileSync(join(client, "robots.txt"), "User-agent: *\nAllow: /\n");
  writeFileSync(join(client, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
  writeFileSync(join(root, "secret.txt"), "outside the site");
  await precompress(client);
  // Written after the build's compression step: proof that the server compresses nothing itself.
  writeFileSync(join(client, "late.txt"), "Written late. ".repeat(200));
  app = createApp({ clientDir: client });
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(instance),
    );
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fileBytes = (name: string) => readFileSync(join(client, name));
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const get = (path: string, acceptEncoding?: string, method = "GET") =>
  app.request(path, {
    method,
    headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {},
  });

/** A request sent over a socket exactly as written: no URL normalising on the client's side. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, path, method: "GET", agent: false },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("precompressed files", () => {
  it("sends the .br file to a browser that accepts brotli", async () => {
    for (const [path, file, type] of [
      ["/", "index.html", "text/html; charset=utf-8"],
      ["/assets/entry-abc123.js", "assets/entry-abc123.js", "text/javascript; charset=utf-8"],
    ] as const) {
      const response = await get(path, BROWSER);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBe("br");
      expect(response.headers.get("content-type"), path).toBe(type);
      expect(response.headers.get("vary"), path).toBe("Accept-Encoding");
      const br = fileBytes(`${file}.br`);
      expect(response.headers.get("content-length"), path).toBe(String(br.byteLength));
      expect((await bytesOf(response)).equals(br), path).toBe(true);
    }
  });

  it("sends the .gz file when gzip is the best the browser takes", async () => {
    const response = await get("/assets/entry-abc123.js", "gzip, deflate");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const gz = fileBytes("assets/entry-abc123.js.gz");
    expect(response.headers.get("content-length")).toBe(String(gz.byteLength));
    expect((await bytesOf(response)).equals(gz)).toBe(true);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends the file itself without an accepted encoding", async () => {
    for (const acceptEncoding of [undefined, "identity", "deflate", "br;q=0"]) {
      const response = await get("/", acceptEncoding);
      expect(response.headers.get("content-encoding"), acceptEncoding).toBeNull();
      expect(response.headers.get("vary"), acceptEncoding).toBe("Accept-Encoding");
      expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
      expect(await response.text()).toBe(PAGE);
    }
  });

  it("never compresses during a request: no copy, no compression", async () => {
    for (const path of ["/late.txt", "/logo.png", "/robots.txt"]) {
      const response = await get(path, BROWSER);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBeNull();
      expect((await bytesOf(response)).equals(fileBytes(path.slice(1))), path).toBe(true);
    }
  });

  it("answers HEAD with the headers of the encoding chosen and no body", async () => {
    const response = await get("/", "br", "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-length")).toBe(String(fileBytes("index.html.br").length));
    expect(await response.text()).toBe("");
  });

  it("answers a missing page with the not-found document and 404, compressed too", async () => {
    const br = await get("/no-such-page", BROWSER);
    expect(br.status).toBe(404);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(br.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect((await bytesOf(br)).equals(fileBytes("404.html.br"))).toBe(true);

    const plain = await get("/no-such-page");
    expect(plain.status).toBe(404);
    expect(await plain.text()).toBe(NOT_FOUND);

    const head = await get("/no-such-page", undefined, "HEAD");
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("does not serve the compressed copies under their own names", async () => {
    for (const path of ["/index.html.br", "/assets/entry-abc123.js.gz"]) {
      expect((await get(path, BROWSER)).status, path).toBe(404);
    }
  });

  it("refuses path traversal sent over a real socket", async () => {
    for (const path of [
      "/../secret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/..%2f..%2fsecret.txt",
      "/..%5csecret.txt",
      "/..\\secret.txt",
      "//secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
    ]) {
      const response = await rawGet(path);
      // 404 with the not-found document, or 400 where Node's parser rejects the request line.
      expect([400, 404], path).toContain(response.status);
      expect(response.body, path).not.toContain("outside the site");
    }
  });
});
