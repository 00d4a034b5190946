// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLead } from "./post-lead";

interface Received {
  method?: string;
  url?: string;
  contentType?: string;
  body: string;
}

const received: Received[] = [];
let server: Server;
let origin: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });
}

/** A real HTTP server standing in for the lead API; the lead's `answer` field picks its reply. */
beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method,
      url: request.url,
      contentType: request.headers["content-type"],
      body,
    });
    const answer = String((JSON.parse(body) as { answer?: string }).answer);
    switch (answer) {
      case "created":
        response.writeHead(201, { "Content-Type": "application/json" }).end('{"ok":true}');
        return;
      case "empty":
        response.writeHead(204).end();
        return;
      case "limited":
        response
          .writeHead(429, { "Content-Type": "application/json" })
          .end('{"error":"Please wait ten minutes."}');
        return;
      case "limited-text":
        response.writeHead(429, { "Content-Type": "text/plain" }).end("slow down");
        return;
      case "hang":
        return; // never answers
      case "drop":
        request.socket.destroy();
        return;
      default:
        response.writeHead(Number(answer) || 500).end("error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const lead = (answer: string) => ({ name: "Siân O'Neill", email: "sian@example.co.uk", answer });

describe("postLead", () => {
  it("posts exactly the fields as JSON to the form's own lead API path", async () => {
    received.length = 0;
    await postLead("exit-intent", lead("created"), { origin });
    expect(received).toEqual([
      {
        method: "POST",
        url: "/api/leads/exit-intent",
        contentType: "application/json",
        body: JSON.stringify(lead("created")),
      },
    ]);
  });

  it("sends where the visit came from as one `attribution` object beside the fields", async () => {
    received.length = 0;
    const attribution = { page: "/contact", utm_campaign: "gas-audit", referrer: "www.google.com" };
    await postLead("contact", lead("created"), { origin, attribution });
    expect(JSON.parse(received[0]?.body ?? "{}")).toEqual({ ...lead("created"), attribution });
  });

  it.each([
    ["created", 201],
    ["empty", 204],
  ])("counts an answer of %s as stored", async (answer, status) => {
    expect(await postLead("contact", lead(answer), { origin })).toEqual({ ok: true, status });
  });

  it.each([400, 413, 500, 503])("counts HTTP %i as failure", async (status) => {
    expect(await postLead("contact", lead(String(status)), { origin })).toEqual({
      ok: false,
      reason: "http",
      status,
    });
  });

  it("passes on the API's message when it refuses for too many leads", async () => {
    expect(await postLead("audit", lead("limited"), { origin })).toEqual({
      ok: false,
      reason: "rate-limited",
      status: 429,
      message: "Please wait ten minutes.",
    });
    expect(await postLead("audit", lead("limited-text"), { origin })).toEqual({
      ok: false,
      reason: "rate-limited",
      status: 429,
    });
  });

  it("reports a dropped connection and an unreachable API as network failures", async () => {
    expect(await postLead("contact", lead("drop"), { origin })).toEqual({
      ok: false,
      reason: "network",
    });
    expect(await postLead("contact", lead("created"), { origin: "http://127.0.0.1:1" })).toEqual({
      ok: false,
      reason: "network",
    });
  });

  it("gives up on an API that never answers", async () => {
    expect(await postLead("contact", lead("hang"), { origin, timeoutMs: 300 })).toEqual({
      ok: false,
      reason: "timeout",
    });
  });
});
