/**
 * The webhook receiver of the browser journeys, run by playwright.config.ts as its own process.
 * The site's server (not the browser) posts leads here, and it also stands in for the payment
 * and booking pages of the e2e build. It answers according to the lead's email, so parallel
 * tests choose their webhook's behaviour without sharing any state:
 *   failNNN@…  → status NNN    hang@…  → no answer    anything else → 201 JSON
 * (Every other fault a webhook can show is met in tests/faults/webhook-faults.spec.ts.)
 * GET /records?email=… lists what arrived for one lead (receiver-client.ts reads it).
 */
import type { ServerResponse } from "node:http";
import {
  startReceiver,
  type ReceivedRequest,
  type Receiver,
  type ReceiverMode,
} from "../support/webhook-receiver";
import { RECEIVER_PORT, RECEIVER_URL } from "./e2e-servers";

function byEmail(request: ReceivedRequest): ReceiverMode {
  const email = String(request.json?.email ?? "");
  if (email.startsWith("hang")) return { kind: "hang" };
  const failure = /^fail(\d{3})/.exec(email);
  if (failure) return { kind: "fail", status: Number(failure[1]) };
  return { kind: "ok" };
}

function page(response: ServerResponse, title: string) {
  response
    .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
    .end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
}

const receiver: Receiver = await startReceiver({
  port: RECEIVER_PORT,
  answer: byEmail,
  other(request, response) {
    const url = new URL(request.url ?? "/", RECEIVER_URL);
    if (request.method !== "GET") return response.writeHead(405).end();
    if (url.pathname === "/records") {
      const email = url.searchParams.get("email");
      const matches = receiver.requests.filter((r) => !email || r.json?.email === email);
      return response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify(matches));
    }
    if (url.pathname === "/pay") return page(response, "Card payment");
    return page(response, "Booking calendar");
  },
});
console.warn(`webhook receiver on ${receiver.url}`);
