/**
 * The built site as `npm start` serves it (build/node/start.js), for the benchmarks: on a free
 * port unless one is given, so that benchmarks in several checkouts never collide, and with a
 * temporary lead store, so that a benchmark never writes into the owner's data/.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SERVER_ENTRY = "build/node/start.js";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

export interface SiteServer {
  origin: string;
  stop(): void;
}

/** `checkout`: the folder whose build to serve, by default this one; another for a comparison. */
export async function startSite(port?: number, checkout = "."): Promise<SiteServer> {
  if (!existsSync(join(checkout, SERVER_ENTRY))) {
    throw new Error(`no ${SERVER_ENTRY} in ${checkout}: run npm run build there first`);
  }
  const chosen = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "bench-site-"));
  // One process (no npx or tsx wrapper in between), so that kill() really stops the server.
  const server = spawn(process.execPath, ["--enable-source-maps", SERVER_ENTRY], {
    cwd: checkout,
    env: { ...process.env, PORT: String(chosen), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Site ready")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${chosen}`,
    stop() {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
