/**
 * A real webhook receiver, for the browser journeys (run as its own process on a fixed port, see
 * tests/e2e/webhook-receiver-process.ts) and for the fault suite (started inside a spec on a free port).
 * It records every request with the status it answered, so a test counts deliveries (2xx answers)
 * per lead (Idempotency-Key) and per hook (path). It answers as the test says: each request by
 * the `answer` rule it was started with, unless `misbehave` overrides that for a while; it can
 * also refuse connections altogether, then listen again.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type ReceiverMode =
  | { kind: "ok"; status?: number; body?: string; contentType?: string }
  | { kind: "fail"; status: number; retryAfter?: string }
  /** Never answers: the sender's timeout has to deal with it. */
  | { kind: "hang" }
  /** Breaks the connection off without an answer. */
  | { kind: "drop" }
  | { kind: "slow"; ms: number };

export interface ReceivedRequest {
  path: string;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: string;
  /** The body parsed, when it is JSON. */
  json: Record<string, unknown> | null;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The status this receiver answered with; null when it never answered. */
  status: number | null;
}

/** A delivery is a request the receiver accepted. */
export function isDelivery(request: ReceivedRequest): boolean {
  return request.status !== null && request.status < 300;
}

export interface ReceiverOptions {
  /** 0 (the default) takes any free port. */
  port?: number;
  /** How to answer a POST while the test has not said otherwise; 201 JSON by default. */
  answer?: (request: ReceivedRequest) => ReceiverMode;
  /** Anything but a POST (pages, a view of the records); answers 405 when left out. */
  other?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Misbehaves `times` times (forever when omitted), then answers by its rule again. */
  misbehave(mode: ReceiverMode, times?: number): void;
  recover(): void;
  /** Closes the port: connections are refused until `listenAgain`. */
  refuse(): Promise<void>;
  listenAgain(): Promise<void>;
  /** Deliveries of this lead, per hook path. */
  delivered(idempotencyKey: string): Record<string, number>;
  close(): Promise<void>;
}

const ACCEPTED: ReceiverMode = { kind: "ok" };

function parse(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function startReceiver({
  port: requestedPort = 0,
  answer: answerByRule = () => ACCEPTED,
  other = (_request, response) => response.writeHead(405).end(),
}: ReceiverOptions = {}): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let override: ReceiverMode | null = null;
  let remaining = 0;
  let port = requestedPort;
  let server: Server;

  /** The test's override while it lasts, else the receiver's rule. */
  function modeFor(record: ReceivedRequest): ReceiverMode {
    if (override && remaining > 0) {
      remaining -= 1;
      return override;
    }
    return answerByRule(record);
  }

  function receive(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== "POST") return other(request, response);
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const record: ReceivedRequest = {
        path: new URL(request.url ?? "/", "http://receiver").pathname,
        idempotencyKey: header(request, "idempotency-key"),
        contentType: header(request, "content-type"),
        body,
        json: parse(body),
        at: Date.now(),
        status: null,
      };
      requests.push(record);
      const reply = (status: number, text = "", headers: Record<string, string> = {}) => {
        if (response.destroyed) return;
        record.status = status;
        response.writeHead(status, headers).end(text);
      };
      const mode = modeFor(record);
      switch (mode.kind) {
        case "ok": {
          const text = mode.body ?? '{"ok":true}';
          const type = mode.contentType ?? "application/json";
          return reply(mode.status ?? 201, text, text ? { "Content-Type": type } : {});
        }
        case "fail":
          return reply(mode.status, "Webhook error", {
            ...(mode.retryAfter ? { "Retry-After": mode.retryAfter } : {}),
          });
        case "hang":
          return;
        case "drop":
          return request.socket.destroy();
        case "slow":
          setTimeout(
            () => reply(201, '{"ok":true}', { "Content-Type": "application/json" }),
            mode.ms,
          );
      }
    });
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(receive);
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.once("error", reject);
      // The same port again after `refuse`, so the senders' settings stay right.
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });

  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    misbehave(mode, times = Infinity) {
      override = mode;
      remaining = times;
    },
    recover() {
      override = null;
      remaining = 0;
    },
    refuse: closeServer,
    listenAgain: listen,
    delivered(idempotencyKey) {
      const counts: Record<string, number> = {};
      for (const request of requests) {
        if (request.idempotencyKey === idempotencyKey && isDelivery(request)) {
          counts[request.path] = (counts[request.path] ?? 0) + 1;
        }
      }
      return counts;
    },
    close: closeServer,
  };
}
