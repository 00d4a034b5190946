/**
 * A restart that refuses nothing (docs/decisions/0013-restart-handover.md). A server started on
 * the port and data folder of a running one joins its listening socket (SO_REUSEPORT) and serves
 * the pages at once; requests that need the store wait for it. The one before, on SIGTERM, sees
 * that it has a successor: it stops listening, answers what its open connections still ask, and
 * closes the store, which the new one then opens.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer, Server as NetServer, type AddressInfo } from "node:net";
import { hostname } from "node:os";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { Drain } from "./app";
import { logEvent } from "./log";
import { isAlive } from "./release";

/** Where a server says, in its data folder, which port it listens on and in which process. */
const LISTENER_FILE = "server.listener";
/** How long a request that needs the store waits for it at a server taking over (the form gives up at 15 s). */
const STORE_WAIT_MS = 12_000;
/** How long a shutdown waits for the requests in progress (and, handing over, the connections). */
const DRAIN_MS = 10_000;
/** How long a server taking over waits for the one before to be stopped and release the store. */
export const TAKEOVER_LIMIT_MS = 120_000;

/** The kernel setting that moves a closed listener's queued connections to the others on its port. */
const MIGRATE_SETTING = "/proc/sys/net/ipv4/tcp_migrate_req";

/**
 * What a server taking over says when the kernel would reset, rather than pass on, the
 * connections the old server has not accepted when it stops listening: on a busy machine its
 * event loop leaves a few in its queue (docs/decisions/0013-restart-handover.md). Nothing when
 * the setting is on, or the system has no such setting (Linux before 5.14).
 */
export function connectionMigrationWarning(
  read: () => string = () => readFileSync(MIGRATE_SETTING, "utf8"),
): string | undefined {
  let value: string;
  try {
    value = read().trim();
  } catch {
    return undefined;
  }
  if (value !== "0") return undefined;
  return (
    "net.ipv4.tcp_migrate_req is 0, so connections the old server has not yet accepted when it " +
    "stops are reset (a 502 behind nginx); set it to 1: " +
    "cp deploy/kestrel-site.sysctl.conf /etc/sysctl.d/60-kestrel-site.conf && sysctl --system"
  );
}

interface ListenerRecord {
  pid: number;
  host: string;
  port: number;
}

/**
 * The process id of another live server on this machine that listens on `port` with this data
 * folder: the one this server takes over from when it starts, or its successor when it stops.
 * Port 0 (any free port) is never shared.
 */
export function otherServerOnPort(dataDir: string, port: number): number | null {
  if (port === 0) return null;
  let record: ListenerRecord;
  try {
    record = JSON.parse(readFileSync(join(dataDir, LISTENER_FILE), "utf8")) as ListenerRecord;
  } catch {
    return null;
  }
  const other = record.port === port && record.host === hostname() && record.pid !== process.pid;
  return other && isAlive(record.pid) ? record.pid : null;
}

/**
 * Says this process now listens on `port` (the record a successor, or the one before, reads). A
 * server on PostgreSQL may have a data folder it cannot write (a read-only container): it runs
 * all the same, and a restart there drains rather than hands over.
 */
function recordListener(dataDir: string, port: number): void {
  if (port === 0) return;
  const record: ListenerRecord = { pid: process.pid, host: hostname(), port };
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(join(dataDir, LISTENER_FILE), JSON.stringify(record), { mode: 0o600 });
  } catch (error) {
    logEvent("server", { status: "no-handover", error: (error as Error).message });
  }
}

/** Removes this process's record, unless a successor has written its own since. */
export function forgetListener(dataDir: string): void {
  const file = join(dataDir, LISTENER_FILE);
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as ListenerRecord;
    if (record.pid === process.pid) rmSync(file, { force: true });
  } catch {
    // No record, or not ours to remove.
  }
}

/** Fails as a plain listen would (EADDRINUSE) when anything listens there already. */
function checkPortFree(host: string, port: number): Promise<void> {
  const probe = createServer();
  return new Promise((resolve, reject) => {
    probe.once("error", reject);
    probe.listen({ host, port }, () => probe.close(() => resolve()));
  });
}

/**
 * Listens with SO_REUSEPORT, so that a successor can join, and says so in the data folder; returns
 * the server's URL. A server that takes over joins the running one's socket; any other first
 * makes sure nobody listens there, so that a second site on the same port fails to start rather
 * than share it.
 */
export async function listen(
  server: Server,
  {
    host,
    port,
    dataDir,
    joining,
  }: { host: string; port: number; dataDir: string; joining: boolean },
): Promise<string> {
  if (port !== 0 && !joining) await checkPortFree(host, port);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host, port, reusePort: port !== 0 }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  recordListener(dataDir, port);
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${shown}:${address.port}/`;
}

/**
 * At a server taking over: a request that needs the store (the API, the admin, the health check,
 * any form post) waits until it is open, up to STORE_WAIT_MS; the pages never wait.
 */
export function waitForStore(opened: Promise<unknown>): MiddlewareHandler {
  let open = false;
  const settled = opened.then(
    () => (open = true),
    () => (open = true),
  );
  return async (c, next) => {
    const needsStore =
      !["GET", "HEAD"].includes(c.req.method) || /^\/(api\/|admin|healthz)/.test(c.req.path);
    if (needsStore && !open) {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise((resolve) => (timer = setTimeout(resolve, STORE_WAIT_MS)));
      await Promise.race([settled, limit]);
      clearTimeout(timer);
    }
    await next();
  };
}

/**
 * Stops serving, within DRAIN_MS. Handing over: the listener closes at once (new connections
 * go to the successor), requests on open connections are answered as usual, each answer closing
 * its connection, and idle kept-alive connections end at their keep-alive timeout, which clients
 * know from the Keep-Alive header (closing one as a client sends on it would reset a request).
 * Otherwise: every new request is answered 503 while those in progress finish (app.ts, Drain).
 */
export async function stopServing(
  server: Server,
  drain: Drain,
  { handingOver }: { handingOver: boolean },
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)));
  if (handingOver) {
    // net.Server's own close: http.Server's would close the idle connections at once too.
    const closed = new Promise<void>((resolve) =>
      NetServer.prototype.close.call(server, () => resolve()),
    );
    await Promise.race([Promise.all([drain.handOver(), closed]), deadline]);
  } else {
    // The listener stays open while the requests in progress finish, so that new connections
    // get a 503 rather than a reset; then it closes, and so do the connections, each once its
    // answer is sent.
    await Promise.race([drain.start(), deadline]);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.race([closed, deadline]);
  }
  clearTimeout(timer);
  server.closeAllConnections();
}
