// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead } from "./post-lead";

interface Received {
  method?: string;
  contentType?: string;
  body: string;
}

const received: Received[] = [];
let server: Server;
let base: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });
}

/** A real webhook stand-in whose answer is chosen by the path. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ method: request.method, contentType: request.headers["content-type"], body });
    switch (request.url) {
      case "/json":
        response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
        return;
      case "/text":
        response.writeHead(200, { "Content-Type": "text/plain" }).end("Accepted");
        return;
      case "/bad-json":
        response.writeHead(200, { "Content-Type": "application/json" }).end("{not json");
        return;
      case "/empty":
        response.writeHead(204).end();
        return;
      case "/hang":
        return; // never answers
      case "/drop":
        request.socket.destroy();
        return;
      default:
        response.writeHead(Number(request.url?.slice(1)) || 500).end("error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const lead = { name: "Siân O'Neill", email: "sian@example.co.uk" };

describe("postLead", () => {
  it("sends exactly the fields as JSON", async () => {
    received.length = 0;
    await postLead(`${base}/json`, lead);
    expect(received).toEqual([
      { method: "POST", contentType: "application/json", body: JSON.stringify(lead) },
    ]);
  });

  it.each([
    ["/json", 200],
    ["/text", 200],
    ["/bad-json", 200],
    ["/empty", 204],
  ])("counts %s as success whatever the body", async (path, status) => {
    expect(await postLead(`${base}${path}`, lead)).toEqual({ ok: true, status });
  });

  it.each([400, 429, 500, 503])("counts HTTP %i as failure", async (status) => {
    expect(await postLead(`${base}/${status}`, lead)).toEqual({
      ok: false,
      reason: "http",
      status,
    });
  });

  it("reports a dropped connection as a network failure", async () => {
    expect(await postLead(`${base}/drop`, lead)).toEqual({ ok: false, reason: "network" });
  });

  it("reports an unreachable webhook as a network failure", async () => {
    expect(await postLead("http://127.0.0.1:1/closed", lead)).toEqual({
      ok: false,
      reason: "network",
    });
  });

  it("gives up on a webhook that never answers", async () => {
    expect(await postLead(`${base}/hang`, lead, { timeoutMs: 300 })).toEqual({
      ok: false,
      reason: "timeout",
    });
  });
});
