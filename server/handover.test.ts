import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../scripts/test-postgres/free-port";
import { connectionMigrationWarning, listen, otherServerOnPort } from "./handover";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((r) => server.close(r))));
});

function newServer(): Server {
  const server = createServer();
  servers.push(server);
  return server;
}

describe("listen", () => {
  it("lets only a server taking over on the same port and data join a running one", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), "kestrel-handover-"));
    const running = { host: "127.0.0.1", port, dataDir };
    expect(await listen(newServer(), { ...running, joining: false })).toBe(
      `http://127.0.0.1:${port}/`,
    );

    // Another site (other data) on that port fails as a plain listen would.
    const otherSite = { ...running, dataDir: mkdtempSync(join(tmpdir(), "kestrel-handover-")) };
    await expect(listen(newServer(), { ...otherSite, joining: false })).rejects.toMatchObject({
      code: "EADDRINUSE",
    });
    // A successor joins the socket.
    expect(await listen(newServer(), { ...running, joining: true })).toBe(
      `http://127.0.0.1:${port}/`,
    );
  });

  it("listens even where it cannot write its record (a read-only data folder on PostgreSQL)", async () => {
    const port = await freePort();
    const file = join(mkdtempSync(join(tmpdir(), "kestrel-handover-")), "a-file");
    writeFileSync(file, "");
    const dataDir = join(file, "data");
    expect(await listen(newServer(), { host: "127.0.0.1", port, dataDir, joining: false })).toBe(
      `http://127.0.0.1:${port}/`,
    );
  });
});

describe("otherServerOnPort", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "kestrel-handover-"));
  const record = (pid: number, port: number, host = hostname()) =>
    writeFileSync(join(dataDir, "server.listener"), JSON.stringify({ pid, host, port }));

  it("names a live process on this machine listening on the same port", () => {
    record(process.ppid, 4173);
    expect(otherServerOnPort(dataDir, 4173)).toBe(process.ppid);
  });

  it("ignores another port, port 0, another machine, this process and a dead one", () => {
    record(process.ppid, 4173);
    expect(otherServerOnPort(dataDir, 4174)).toBeNull();
    record(process.ppid, 0);
    expect(otherServerOnPort(dataDir, 0)).toBeNull();
    record(process.ppid, 4173, "another-host");
    expect(otherServerOnPort(dataDir, 4173)).toBeNull();
    record(process.pid, 4173);
    expect(otherServerOnPort(dataDir, 4173)).toBeNull();
    record(2 ** 22 + 1, 4173);
    expect(otherServerOnPort(dataDir, 4173)).toBeNull();
  });
});

describe("connectionMigrationWarning", () => {
  it("names the setting and its fix when the kernel would reset the old server's queue", () => {
    const warning = connectionMigrationWarning(() => "0\n");
    expect(warning).toContain("net.ipv4.tcp_migrate_req is 0");
    expect(warning).toContain("deploy/kestrel-site.sysctl.conf");
  });

  it("says nothing when queued connections move to the successor, or the kernel has no such setting", () => {
    expect(connectionMigrationWarning(() => "1\n")).toBeUndefined();
    const noSetting = () => {
      throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    };
    expect(connectionMigrationWarning(noSetting)).toBeUndefined();
  });
});
