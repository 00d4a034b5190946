/**
 * SIGTERM as a process manager sends it to `npm run serve`'s own process (Docker's
 * `CMD ["npm", …]`, PM2, supervisord): the server drains and exits, nothing is left holding the
 * port or the data folder, a request in progress is answered, and a new one is turned away with a
 * 503 rather than a reset. npm hands the signal to the server's own `node` process, so this is
 * what systemd's SIGTERM to `node` (its ExecStart) meets too, with npm's forwarding besides; the
 * other fault specs stop `node` directly with SIGTERM and expect it to exit 0
 * (crash-and-restart.spec.ts: a delivery in flight finishes, new leads are refused meanwhile).
 */
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { uniqueEmail } from "../support/unique-email";
import { adminCookie, leads, startSite, type Site } from "./support/site-process";

const PASSWORD = "fault-suite-admin-password";

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 connection driven by hand, so a test decides which request goes on which
 * connection and when (fetch pools and retries connections by itself).
 */
class Connection {
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  private ended: string | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      this.ended ??= error.code ?? error.message;
      this.wake?.();
    });
    socket.on("close", () => {
      this.ended ??= "closed";
      this.wake?.();
    });
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => resolve(new Connection(socket)));
      socket.once("error", reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** Resolves with how the connection ended ("closed" or an error code such as ECONNRESET). */
  async end(): Promise<string> {
    while (this.ended === undefined) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.ended;
  }

  /** The next response on the connection, a 1xx interim one included. */
  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.ended !== undefined) throw new Error(`no answer: connection ${this.ended}`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private parse(): RawResponse | undefined {
    const headEnd = this.buffer.indexOf("\r\n\r\n");
    if (headEnd < 0) return undefined;
    const [statusLine = "", ...lines] = this.buffer.subarray(0, headEnd).toString().split("\r\n");
    const status = Number(statusLine.split(" ")[1]);
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const rest = this.buffer.subarray(headEnd + 4);
    let body: Buffer;
    let used: number;
    if (status < 200) {
      [body, used] = [Buffer.alloc(0), 0];
    } else if (headers["content-length"] !== undefined) {
      used = Number(headers["content-length"]);
      if (rest.length < used) return undefined;
      body = rest.subarray(0, used);
    } else if (headers["transfer-encoding"] === "chunked") {
      const chunks: Buffer[] = [];
      let at = 0;
      for (;;) {
        const lineEnd = rest.indexOf("\r\n", at);
        if (lineEnd < 0) return undefined;
        const size = parseInt(rest.subarray(at, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      [body, used] = [Buffer.concat(chunks), at];
    } else {
      // No length: the body runs to the end of the connection.
      if (this.ended === undefined) return undefined;
      [body, used] = [rest, rest.length];
    }
    this.buffer = rest.subarray(used);
    return { status, headers, body: body.toString() };
  }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** How a new connection to the port fares: "connected", or the error code. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Every live process (npm, sh, node…) whose environment names this data folder, from /proc. */
function processesOf(dataDir: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "latin1").split("\0");
      if (!environ.includes(`DATA_DIR=${dataDir}`)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, "latin1").replaceAll("\0", " ");
      found.push({ pid: Number(entry), command: command.trim() });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

let site: Site | undefined;
test.afterEach(async () => {
  // Whatever a failed run left behind (an orphaned server above all) must not outlive the test.
  if (!site) return;
  for (const { pid } of processesOf(site.dataDir)) process.kill(pid, "SIGKILL");
  await site.kill("SIGKILL");
  site = undefined;
});

test("SIGTERM to the process of `npm run serve`: a request in progress is answered, new ones get 503, then the server exits and frees the port and the data folder", async () => {
  site = await startSite({ ADMIN_PASSWORD: PASSWORD }, { launcher: "npm run serve" });
  const { dataDir } = site;
  const port = Number(new URL(site.origin).port);
  // What the check at the end looks for is there now: the server (and npm, sh… above it).
  expect(processesOf(dataDir)).not.toEqual([]);

  // A lead in progress: its headers are in, its body is not. The server's "100 Continue" says
  // it is handling the request (Node sends it just before the handler starts).
  const email = uniqueEmail("in-flight");
  const body = JSON.stringify(leads.contact(email));
  const inFlight = await Connection.open(port);
  inFlight.write(
    "POST /api/leads/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      "Expect: 100-continue\r\n\r\n",
  );
  expect((await inFlight.response()).status).toBe(100);

  // A kept-alive connection, idle when the signal comes (opened last: Node closes a connection
  // idle for 5 s).
  const keptAlive = await Connection.open(port);
  keptAlive.write(get("/healthz"));
  expect((await keptAlive.response()).status).toBe(200);

  site.process.kill("SIGTERM");
  const current = site;
  await expect.poll(() => current.output()).toContain('"status":"stopping"');

  // While the lead is still in progress: a request on the kept-alive connection, and one on a
  // new connection, are answered 503 and told when to come back, then their connection closes.
  keptAlive.write(get("/healthz"));
  const turnedAway = await keptAlive.response();
  expect(turnedAway.status).toBe(503);
  expect(turnedAway.headers["retry-after"]).toMatch(/^\d+$/);
  expect(turnedAway.headers.connection).toBe("close");
  expect(await keptAlive.end()).toBe("closed");
  const late = await Connection.open(port);
  late.write(get("/"));
  expect((await late.response()).status).toBe(503);
  expect(await late.end()).toBe("closed");

  // The lead in progress is stored and answered.
  inFlight.write(body);
  const stored = await inFlight.response();
  expect(stored.status).toBe(201);
  expect(await inFlight.end()).toBe("closed");

  // The process the signal went to exits 0 (npm with its child's status), and nothing is left.
  expect(await site.exited).toBe(0);
  expect(await tryConnect(port)).toBe("ECONNREFUSED");
  expect(processesOf(dataDir)).toEqual([]);

  // The data folder is free at once: a new server opens it and has the lead.
  site = await startSite({ ADMIN_PASSWORD: PASSWORD, DATA_DIR: dataDir });
  const cookie = await adminCookie(site, PASSWORD);
  const page = await (await fetch(`${site.origin}/admin/leads`, { headers: { cookie } })).text();
  expect(page).toContain(email);
  expect(await site.kill("SIGTERM")).toBe(0);
});
