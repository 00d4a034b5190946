/**
 * A real webhook receiver for the fault suite, run inside the test: it can answer errors, ask to
 * be retried later, hang, drop the connection or refuse connections, and then recover. It records
 * every request with the status it answered, so a test can count deliveries (2xx answers) per
 * lead (Idempotency-Key) and per hook (path).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type ReceiverMode =
  | { kind: "ok"; status?: number; body?: string }
  | { kind: "fail"; status: number; retryAfter?: string }
  | { kind: "hang" }
  | { kind: "drop" }
  | { kind: "slow"; ms: number };

export interface ReceivedRequest {
  path: string;
  key: string;
  contentType: string;
  body: string;
  at: number;
  status: number | null;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Misbehaves `times` times (forever when omitted), then answers 201 again. */
  misbehave(mode: ReceiverMode, times?: number): void;
  recover(): void;
  /** Closes the port: connections are refused until `listenAgain`. */
  refuse(): Promise<void>;
  listenAgain(): Promise<void>;
  /** 2xx answers for this lead, per hook path. */
  delivered(key: string): Record<string, number>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  let mode: ReceiverMode = { kind: "ok" };
  let remaining = Infinity;
  let port = 0;
  let server: Server;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const record: ReceivedRequest = {
            path: request.url ?? "/",
            key: String(request.headers["idempotency-key"] ?? ""),
            contentType: String(request.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            at: Date.now(),
            status: null,
          };
          requests.push(record);
          const current: ReceiverMode = remaining > 0 ? mode : { kind: "ok" };
          if (remaining > 0 && mode.kind !== "ok") remaining -= 1;
          const answer = (status: number, body = "", headers: Record<string, string> = {}) => {
            if (response.destroyed) return;
            record.status = status;
            response.writeHead(status, headers).end(body);
          };
          switch (current.kind) {
            case "ok":
              return answer(current.status ?? 201, current.body ?? '{"ok":true}');
            case "fail":
              return answer(
                current.status,
                "error",
                current.retryAfter ? { "Retry-After": current.retryAfter } : {},
              );
            case "hang":
              return;
            case "drop":
              return request.socket.destroy();
            case "slow":
              setTimeout(() => answer(201, '{"ok":true}'), current.ms);
          }
        });
      });
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
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
    misbehave(next, times = Infinity) {
      mode = next;
      remaining = times;
    },
    recover() {
      mode = { kind: "ok" };
      remaining = Infinity;
    },
    refuse: closeServer,
    listenAgain: listen,
    delivered(key) {
      const counts: Record<string, number> = {};
      for (const request of requests) {
        if (request.key === key && request.status !== null && request.status < 300) {
          counts[request.path] = (counts[request.path] ?? 0) + 1;
        }
      }
      return counts;
    },
    close: closeServer,
  };
}
