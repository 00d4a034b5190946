/**
 * Test helper: mail servers that are slow rather than broken, on loopback. One takes the TCP
 * connection and never greets; the other stands in front of a real SMTP server (smtp-receiver.ts)
 * and, while it drips, passes the server's answers on one byte at a time, so a client's idle
 * timeout never trips. Both count the connections open at once.
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";

export interface SlowSmtp {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL. */
  url(credentials?: string): string;
  /** Connections open now, and the most that were open at once. */
  readonly open: number;
  readonly mostOpen: number;
  /** Connections opened so far. */
  readonly connections: number;
  close(): Promise<void>;
}

export interface DrippingSmtp extends SlowSmtp {
  /** Milliseconds between the bytes of the server's answers; 0 passes them on at once. */
  byteMs: number;
}

async function listen(onSocket: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  let open = 0;
  let mostOpen = 0;
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      open -= 1;
      sockets.delete(socket);
    });
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (credentials = "kestrel:s3cret-pass") => `smtp://${credentials}@127.0.0.1:${port}`,
    get open() {
      return open;
    },
    get mostOpen() {
      return mostOpen;
    },
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Accepts every connection and says nothing, ever: no 220 greeting. */
export function startSilentSmtp(): Promise<SlowSmtp> {
  return listen(() => undefined);
}

/** A proxy to the real SMTP server on `targetPort` that drips its answers while `byteMs` > 0. */
export async function startDrippingSmtp(targetPort: number, byteMs: number): Promise<DrippingSmtp> {
  const state = { byteMs };
  const base = await listen((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    upstream.on("error", () => undefined);
    client.pipe(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    // The server's bytes wait here and leave one at a time, or all at once when not dripping.
    let queue = Buffer.alloc(0);
    let timer: NodeJS.Timeout | undefined;
    const pump = () => {
      timer = undefined;
      if (client.destroyed || queue.length === 0) return;
      if (state.byteMs <= 0) {
        client.write(queue);
        queue = Buffer.alloc(0);
        return;
      }
      client.write(queue.subarray(0, 1));
      queue = queue.subarray(1);
      timer = setTimeout(pump, state.byteMs);
    };
    upstream.on("data", (chunk: Buffer) => {
      queue = Buffer.concat([queue, chunk]);
      timer ??= setTimeout(pump, state.byteMs);
    });
    client.on("close", () => clearTimeout(timer));
  });
  return Object.defineProperties(base as DrippingSmtp, {
    byteMs: {
      get: () => state.byteMs,
      set: (value: number) => {
        state.byteMs = value;
      },
    },
  });
}
