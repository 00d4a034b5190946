/**
 * A PostgreSQL cluster of a spec's own, for faults that hit the whole server (a restart, every
 * session terminated): the cluster in TEST_DATABASE_URL is shared by the other specs and is never
 * disturbed. It is made by scripts/test-postgres/cluster.sh on a free loopback port under /tmp
 * (as root it belongs to the `postgres` user, which must be able to reach its folder).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { query } from "./postgres";
import { freePort } from "../../../scripts/test-postgres/free-port";

const run = promisify(execFile);
const CLUSTER_SH = fileURLToPath(
  new URL("../../../scripts/test-postgres/cluster.sh", import.meta.url),
);

export interface OwnCluster {
  /** The `postgres` database, for the test's own queries. */
  url: string;
  /** A fresh database in this cluster. */
  createDatabase(): Promise<{ name: string; url: string }>;
  /** `pg_ctl restart -m fast`: every session is ended, and it resolves once the server is back. */
  restart(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

/** pg_ctl as cluster.sh finds it: on the PATH, else Debian's newest installed version. */
async function pgCtl(): Promise<string> {
  const { stdout } = await run("bash", [
    "-c",
    "command -v pg_ctl || ls -d /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -1",
  ]);
  const path = stdout.trim();
  if (!path) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  return path;
}

/** PostgreSQL refuses to run as root: as root, the cluster's commands run as its owner. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const dir = `/tmp/kestrel-fault-pg-${process.pid}-${randomBytes(4).toString("hex")}`;
  const { stdout } = await run("bash", [CLUSTER_SH, "start", dir, String(await freePort())]);
  const url = stdout.trim();
  const pgCtlPath = await pgCtl();
  return {
    url,
    async createDatabase() {
      const name = `fault_${randomBytes(6).toString("hex")}`;
      await query(url, `CREATE DATABASE ${name}`);
      const database = new URL(url);
      database.pathname = `/${name}`;
      return { name, url: database.toString() };
    },
    async restart() {
      // pg_ctl reuses the options the cluster was started with (postmaster.opts); -l keeps the
      // server's output in its log rather than on this pipe, which it would hold open.
      const [command, args] = asOwner(pgCtlPath, [
        "-D",
        `${dir}/data`,
        "-l",
        `${dir}/postgres.log`,
        "-m",
        "fast",
        "-w",
        "restart",
      ]);
      await run(command, args);
    },
    async stop() {
      await run("bash", [CLUSTER_SH, "stop", dir]);
    },
  };
}
