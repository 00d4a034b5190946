/**
 * A real HTTP server standing in for the webhooks, the payment page and the booking pages in the
 * browser tests. The site's server (not the browser) posts leads here. It records every request
 * and answers according to the lead's email, so parallel tests choose their webhook's behaviour
 * without sharing state:
 *   failNNN@…  → status NNN drop@…  → connection broken off    hang@…  → no answer
 *   text200@…  → 200 text   empty204@… → 204                  anything else → 201 JSON
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export const RECEIVER_PORT = Number(process.env.RECEIVER_PORT ?? 4320);
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;

export interface RecordedRequest {
  path: string;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
  json: Record<string, unknown> | null;
  /** The status this receiver answered with; null when it never answered. */
  status: number | null;
}

const recorded: RecordedRequest[] = [];

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
  const record: RecordedRequest = {
    path: url.pathname,
    contentType: request.headers["content-type"],
    idempotencyKey: request.headers["idempotency-key"] as string | undefined,
    body,
    json,
    status: null,
  };
  recorded.push(record);
  const answer = (status: number, text = "", headers: Record<string, string> = {}) => {
    record.status = status;
    response.writeHead(status, headers).end(text);
  };
  const email = String(json?.email ?? "");
  if (email.startsWith("hang")) return; // the server's timeout has to deal with it
  if (email.startsWith("drop")) return request.socket.end("HTTP/1.1 2");
  const failure = /^fail(\d{3})/.exec(email);
  if (failure) return answer(Number(failure[1]), "Webhook error");
  if (email.startsWith("text200")) return answer(200, "Accepted", { "Content-Type": "text/plain" });
  if (email.startsWith("empty204")) return answer(204);
  answer(201, '{"ok":true}', { "Content-Type": "application/json" });
}

createServer((request, response) => void handle(request, response)).listen(
  RECEIVER_PORT,
  "127.0.0.1",
  () => console.warn(`webhook receiver on ${RECEIVER_URL}`),
);
