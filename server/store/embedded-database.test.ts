import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { Database } from "./sql";
import { openEmbedded, type EmbeddedOptions } from "./embedded-database";
import { createLeadStore } from "./lead-store";
import { migrate } from "./migrations";
import { StoreUnavailableError } from "./store-faults";
import { copyEmbeddedTemplate } from "../../tests/support/embedded-template";
import { TEST_EMBEDDED_OPTIONS } from "../../tests/support/test-databases";

const dirs: string[] = [];
const open: Database[] = [];

function emptyDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "embedded-store-"));
  dirs.push(dir);
  return dir;
}

/** A data folder holding a migrated store, as a server leaves it (initdb is not under test here). */
function dataDir() {
  const dir = emptyDataDir();
  copyEmbeddedTemplate(inject("embeddedTemplate"), dir);
  return dir;
}

/**
 * The deadline the stuck-engine tests set, well under pg_sleep's 30 s. Every call is held to it,
 * and a new engine's first calls compile code: on CI's two busy cores a restarted engine's first
 * count took over 1 s (29 November), so 1 s failed a call that was not stuck.
 */
const STUCK_DEADLINE_MS = 4_000;

async function openTracked(dir: string, options: Partial<EmbeddedOptions> = {}) {
  const db = await openEmbedded(dir, { ...TEST_EMBEDDED_OPTIONS, ...options });
  open.push(db);
  return db;
}

async function closeTracked(db: Database) {
  await db.close();
  open.splice(open.indexOf(db), 1);
}

afterEach(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const LOCK_MODULE = fileURLToPath(new URL("./store-lock.ts", import.meta.url));

/** Another process that takes the folder's lock and holds it until it is killed. */
async function holdLockInAnotherProcess(dir: string) {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
    await lockDataDir(${JSON.stringify(dir)}, { onLost: () => process.exit(3) });
    console.log("holding");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("holding")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited (${code})`)));
  });
  return {
    pid: child.pid,
    stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")),
  };
}

// Each test boots PGlite (PostgreSQL compiled to WebAssembly) from disk, once or twice: a few
// seconds on a busy two-core machine, past vitest's default of five.
const BOOTS_A_DATABASE = { timeout: 60_000 };

describe("embedded database", BOOTS_A_DATABASE, () => {
  it("refuses a data folder another live process holds, naming it and DATABASE_URL", async () => {
    const dir = emptyDataDir();
    const holder = await holdLockInAnotherProcess(dir);
    try {
      const opening = openEmbedded(dir, { ...TEST_EMBEDDED_OPTIONS, lockWaitMs: 1_000 });
      await expect(opening).rejects.toThrow(/DATABASE_URL/);
      await expect(opening).rejects.toThrow(`in use by another server (process ${holder.pid}`);
      // Nothing was opened in the holder's folder.
      expect(existsSync(join(dir, "pglite"))).toBe(false);
    } finally {
      await holder.stop();
    }
  });

  // One close and reopen proves both what the next server finds and that it may open at once.
  it("takes over a lock left by a server that died, and on close keeps the leads and frees the folder", async () => {
    const dir = dataDir();
    // What a server killed with SIGKILL leaves: the lock, no longer refreshed.
    const lock = join(dir, "store.lock");
    mkdirSync(lock);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, minuteAgo, minuteAgo);

    const first = await openTracked(dir, { lockWaitMs: 1_000 });
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
    await closeTracked(first);
    expect(existsSync(lock)).toBe(false);

    // The folder is free for the next server at once, and holds what the first one saved.
    const second = await openTracked(dir, { lockWaitMs: 0 });
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

  // One stuck engine proves the three things a stuck call leaves behind: the call fails, the
  // half-done transaction it was in is rolled back, and the next call runs on a new engine over
  // the committed data. Each stuck engine spins on a core for the whole deadline, then restarts.
  it("terminates an engine stuck past the deadline, rolls back its transaction, and answers the next", async () => {
    const db = await openTracked(dataDir(), { callDeadlineMs: STUCK_DEADLINE_MS });
    await migrate(db);
    await db.query("INSERT INTO rate_events (bucket) VALUES ('committed')");

    // pg_sleep stands in for PGlite spinning on a full disk: a call that never comes back.
    const stuck = db.transaction(async (tx) => {
      await tx.query("INSERT INTO rate_events (bucket) VALUES ('half-done')");
      await tx.query("SELECT pg_sleep(30)");
    });
    const queued = db.query("SELECT bucket FROM rate_events ORDER BY bucket");
    await expect(stuck).rejects.toThrow(StoreUnavailableError);
    await expect(stuck).rejects.toThrow(`took over ${String(STUCK_DEADLINE_MS)} ms`);
    // The call queued behind the stuck one runs on a new engine: what was committed is there,
    // the stuck transaction's row is not.
    expect(await queued).toEqual([{ bucket: "committed" }]);
  });

  it("refuses work below the free-space reserve with StoreUnavailableError", async () => {
    const db = await openTracked(dataDir(), { minFreeBytes: Number.MAX_SAFE_INTEGER });
    const refused = db.query("SELECT 1 AS one");
    await expect(refused).rejects.toThrow(StoreUnavailableError);
    await expect(refused).rejects.toThrow(/below the \d+ MB reserve/);
    await expect(db.transaction((tx) => tx.query("SELECT 1"))).rejects.toThrow(
      StoreUnavailableError,
    );
  });
});
