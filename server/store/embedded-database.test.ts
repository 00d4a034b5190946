// @vitest-environment node
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "./database";
import { openEmbedded } from "./embedded-database";
import { createLeadStore } from "./lead-store";
import { migrate } from "./migrations";

const dirs: string[] = [];
const open: Database[] = [];

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "embedded-store-"));
  dirs.push(dir);
  return dir;
}

async function openTracked(dir: string) {
  const db = await openEmbedded(dir);
  open.push(db);
  return db;
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process id that was in use a moment ago and is not any more. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (!child.pid) throw new Error("no child process");
  return child.pid;
}

// Each test boots PGlite (PostgreSQL compiled to WebAssembly) from disk, once or twice: a few
// seconds on a busy two-core machine, past vitest's default of five.
const BOOTS_A_DATABASE = { timeout: 30_000 };

describe("embedded database", BOOTS_A_DATABASE, () => {
  it("refuses a data folder another live process holds, naming DATABASE_URL", async () => {
    const dir = dataDir();
    // The test runner's parent: a live process that is not this one.
    const holder = process.ppid;
    writeFileSync(join(dir, "server.pid"), String(holder));

    const opening = openEmbedded(dir);
    await expect(opening).rejects.toThrow(/DATABASE_URL/);
    await expect(opening).rejects.toThrow(`in use by process ${holder}`);
    // The holder keeps its lock, and nothing was opened in its folder.
    expect(readFileSync(join(dir, "server.pid"), "utf8")).toBe(String(holder));
    expect(existsSync(join(dir, "pglite"))).toBe(false);
  });

  it("takes over a lock left by a process that has died, and releases it on close", async () => {
    const dir = dataDir();
    writeFileSync(join(dir, "server.pid"), String(await deadPid()));

    const db = await openTracked(dir);
    expect(readFileSync(join(dir, "server.pid"), "utf8")).toBe(String(process.pid));
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);

    await db.close();
    open.splice(open.indexOf(db), 1);
    expect(existsSync(join(dir, "server.pid"))).toBe(false);
  });

  it("keeps the leads across a close and a reopen", async () => {
    const dir = dataDir();
    const first = await openTracked(dir);
    await migrate(first);
    const { id } = await createLeadStore(first).saveLead(
      {
        form: "contact",
        fields: { name: "Siân Jones", email: "sian@example.com" },
        spam: false,
        deliveries: [{ hook: "contact", body: '{"name":"Siân Jones"}' }],
        rateBucket: "lead:contact:test",
      },
      5,
    );
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await openTracked(dir);
    await migrate(second);
    const { leads, total } = await createLeadStore(second).listLeads({ limit: 10 });
    expect(total).toBe(1);
    expect(leads[0]).toMatchObject({
      id,
      form: "contact",
      fields: { name: "Siân Jones", email: "sian@example.com" },
    });
    expect(leads[0]?.deliveries.map((delivery) => delivery.hook)).toEqual(["contact"]);
  });
});
