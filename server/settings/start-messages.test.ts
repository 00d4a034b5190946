/**
 * What start-up says: where a refused value came from, settings that look like the site's, and
 * whether leads are taken yet; through the pieces, then through the real server start.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseServerConfig } from "../config";
import { readSettings } from "./settings-sources";
import { readyLine, startFailure, storeReadyLine } from "./start-messages";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "start-messages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("settings from the environment and .env", () => {
  it("says which of the two a refused value came from", () => {
    const envFile = join(dir, ".env");
    writeFileSync(envFile, "PORT=eighty\nLEAD_RATE_LIMIT=lots\n");
    const settings = readSettings(envFile, { LEAD_RATE_LIMIT: "many" });
    expect(settings.values.LEAD_RATE_LIMIT).toBe("many");
    let message = "";
    try {
      parseServerConfig(settings.values, { defaultDataDir: dir, sourceOf: settings.sourceOf });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT (in .env): must be a whole number (got "eighty")');
    expect(message).toContain(
      'LEAD_RATE_LIMIT (in the environment): must be a whole number (got "many")',
    );
  });
});

describe("the Site ready line", () => {
  const embedded = { databaseUrl: undefined, dataDir: "/srv/site/data" };
  const postgres = { databaseUrl: "postgres://kestrel:secret@db.internal:6543/leads", dataDir: "" };

  it("says where leads are stored once the store is ready", () => {
    expect(readyLine("http://127.0.0.1:4173/", "ready", embedded)).toBe(
      `Site ready at http://127.0.0.1:4173/ (Node ${process.version}): leads are stored in the embedded database in /srv/site/data`,
    );
    expect(readyLine("http://x/", "ready", postgres)).toContain(
      "leads are stored in PostgreSQL at db.internal:6543 (DATABASE_URL)",
    );
    expect(storeReadyLine(postgres)).toBe(
      "Leads are taken now: they are stored in PostgreSQL at db.internal:6543 (DATABASE_URL)",
    );
  });

  it("says plainly that leads are refused until PostgreSQL answers, without its password", () => {
    const line = readyLine("http://x/", new Error("connect ECONNREFUSED"), postgres);
    expect(line).toContain(
      "but leads are refused (503) until PostgreSQL answers at db.internal:6543: connect ECONNREFUSED",
    );
    expect(line).not.toContain("secret");
  });
});

describe("a data folder the server may not write", () => {
  it("names the user and the fix", () => {
    const error = Object.assign(new Error("EACCES: permission denied, mkdir '/srv/site/data'"), {
      code: "EACCES",
      path: "/srv/site/data",
    });
    const { username, uid } = userInfo();
    const message = startFailure(error, { dataDir: "/srv/site/data" });
    expect(message).toContain(
      `the data folder /srv/site/data is not writable by the user this server runs as, ${username} (uid ${uid})`,
    );
    expect(message).toContain(`chown -R ${username} /srv/site/data`);
    expect(startFailure(new Error("boom"), { dataDir: "/srv/site/data" })).toBe(
      "Could not start: boom",
    );
  });
});

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the server's start", () => {
  it("warns about a misspelt setting and says leads wait for an unreachable PostgreSQL", async () => {
    const port = await closedPort();
    const buildDir = join(dir, "build");
    mkdirSync(join(buildDir, "client"), { recursive: true });
    const child = spawn(join(ROOT, "node_modules/.bin/tsx"), ["server/start.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        PORT: "0",
        BUILD_DIR: buildDir,
        DATABASE_URL: `postgres://kestrel:secret@127.0.0.1:${port}/leads`,
        CONTACT_WEBHOOK_ULR: "https://hooks.example.com/contact",
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", () => output.includes("Site ready") && resolve());
        child.once("exit", () => reject(new Error(output)));
      });
      expect(output).toContain(
        "Warning: CONTACT_WEBHOOK_ULR (in the environment) is not a setting the site reads: did you mean CONTACT_WEBHOOK_URL?",
      );
      expect(output).toMatch(
        new RegExp(
          `Site ready at \\S+ \\(Node \\S+\\), but leads are refused \\(503\\) until PostgreSQL answers at 127\\.0\\.0\\.1:${port}:`,
        ),
      );
      expect(output).not.toContain("secret");
    } finally {
      child.kill("SIGTERM");
    }
  }, 120_000);
});
