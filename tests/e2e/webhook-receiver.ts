/**
 * A real HTTP server standing in for the webhooks, the payment page and the booking pages in the
 * browser tests. It records every lead and answers according to the lead's email, so parallel
 * tests choose their webhook's behaviour without sharing state:
 *   failNNN@…  → status NNN drop@…  → connection broken off    hang@…  → no answer
 *   text200@…  → 200 text   empty204@… → 204                  anything else → 201 JSON
 * A browser whose User-Agent contains "refuse-cors" has its CORS preflight turned down, as a
 * webhook that does not answer OPTIONS would.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export const RECEIVER_PORT = Number(process.env.RECEIVER_PORT ?? 4320);
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;

export interface RecordedRequest {
  path: string;
  contentType: string | undefined;
  body: string;
  json: Record<string, unknown> | null;
}

const recorded: RecordedRequest[] = [];

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function parse(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function page(response: ServerResponse, title: string) {
  response
    .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
    .end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", RECEIVER_URL);
  if (request.method === "OPTIONS") {
    if (request.headers["user-agent"]?.includes("refuse-cors"))
      return response.writeHead(405).end();
    return response.writeHead(204, CORS).end();
  }
  if (request.method === "GET" && url.pathname === "/records") {
    const email = url.searchParams.get("email");
    const matches = recorded.filter((r) => !email || r.json?.email === email);
    return response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify(matches));
  }
  if (request.method === "GET" && url.pathname === "/pay") return page(response, "Card payment");
  if (request.method === "GET") return page(response, "Booking calendar");
  if (request.method !== "POST") return response.writeHead(405).end();

  const body = await readBody(request);
  const json = parse(body);
  recorded.push({ path: url.pathname, contentType: request.headers["content-type"], body, json });
  const email = String(json?.email ?? "");
  if (email.startsWith("hang")) return; // the browser's timeout has to deal with it
  // Breaks off mid-answer. A silent reset would make Chromium retry the POST on a fresh
  // connection (its rule for stale keep-alive sockets), which tests the browser, not the site.
  if (email.startsWith("drop")) return request.socket.end("HTTP/1.1 2");
  const failure = /^fail(\d{3})/.exec(email);
  if (failure) return response.writeHead(Number(failure[1]), CORS).end("Webhook error");
  if (email.startsWith("text200")) {
    return response.writeHead(200, { ...CORS, "Content-Type": "text/plain" }).end("Accepted");
  }
  if (email.startsWith("empty204")) return response.writeHead(204, CORS).end();
  response.writeHead(201, { ...CORS, "Content-Type": "application/json" }).end('{"ok":true}');
}

createServer((request, response) => void handle(request, response)).listen(
  RECEIVER_PORT,
  "127.0.0.1",
  () => console.warn(`webhook receiver on ${RECEIVER_URL}`),
);
