/**
 * The embedded store on a volume that fills up: a real tmpfs, filled to the last byte by another
 * writer while leads stream in. Mounting needs root, which CI has; elsewhere these tests skip and
 * say why.
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import { HOOKS_OF, hooksAt, leads, onceEach, startSite, type Site } from "./support/site-process";

const IS_ROOT = process.getuid?.() === 0;
/** Room for PGlite's files (about 40 MB) and the default 64 MB reserve, with some to spare. */
const VOLUME_MB = 160;
/** What the issue promises: pages and /healthz answer within this throughout. */
const ANSWER_WITHIN_MS = 5_000;
const STREAM_EVERY_MS = 40;

test.skip(!IS_ROOT, "mounting a small tmpfs needs root (CI runs as root)");

let receiver: Receiver;
let mountPoint: string;

test.beforeEach(async () => {
  receiver = await startReceiver();
  mountPoint = mkdtempSync(join(tmpdir(), "kestrel-full-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${VOLUME_MB}m`, "tmpfs", mountPoint]);
});

test.afterEach(async () => {
  await receiver.close();
  execFileSync("umount", ["--lazy", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes until the volume refuses another byte, as a runaway log would. */
function fillToTheBrim(path: string): void {
  const fd = openSync(path, "w");
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

interface Watch {
  /** The slowest answer of `/` or `/healthz` so far, and any that never came. */
  slowestMs: number;
  failures: string[];
  healthStatuses: number[];
  stop(): Promise<void>;
}

/** Asks for `/` and `/healthz` four times a second, timing each answer. */
function watchAnswers(site: Site): Watch {
  const watch: Watch = { slowestMs: 0, failures: [], healthStatuses: [], stop: async () => {} };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const path of ["/", "/healthz"]) {
        const started = Date.now();
        try {
          const response = await fetch(`${site.origin}${path}`, {
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
          });
          await response.arrayBuffer();
          if (path === "/healthz") watch.healthStatuses.push(response.status);
          else if (response.status !== 200) watch.failures.push(`${path}: ${response.status}`);
        } catch (error) {
          watch.failures.push(`${path}: ${(error as Error).name}`);
        }
        watch.slowestMs = Math.max(watch.slowestMs, Date.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  watch.stop = async () => {
    running = false;
    await loop;
  };
  return watch;
}

interface Stream {
  acknowledged: string[];
  statuses: number[];
  stop(): Promise<void>;
}

/** Audit leads, one every STREAM_EVERY_MS, each remembered with the answer it got. */
function streamLeads(site: Site): Stream {
  const stream: Stream = { acknowledged: [], statuses: [], stop: async () => {} };
  let running = true;
  const loop = (async () => {
    while (running) {
      const response = await site.post("audit", leads.audit(uniqueEmail("full-disk")));
      stream.statuses.push(response.status);
      if (response.status === 201) {
        stream.acknowledged.push(((await response.json()) as { id: string }).id);
      } else {
        await response.arrayBuffer();
      }
      await new Promise((resolve) => setTimeout(resolve, STREAM_EVERY_MS));
    }
  })();
  stream.stop = async () => {
    running = false;
    await loop;
  };
  return stream;
}

async function healthStatus(site: Site): Promise<number> {
  return (await fetch(`${site.origin}/healthz`)).status;
}

for (const { title, reserveMb } of [
  { title: "with the free-space reserve", reserveMb: undefined },
  // No reserve: the engine itself meets the full disk, and the watchdog has to hold.
  { title: "with no reserve at all", reserveMb: "0" },
]) {
  test(`${title}: a disk filled to the brim under a stream of leads never hangs the server and loses no acknowledged lead`, async () => {
    const dataDir = join(mountPoint, "data");
    mkdirSync(dataDir);
    const site = await startSite({
      ...hooksAt(receiver.url),
      DATA_DIR: dataDir,
      ...(reserveMb === undefined ? {} : { STORE_MIN_FREE_MB: reserveMb }),
    });
    const watch = watchAnswers(site);
    const stream = streamLeads(site);
    try {
      await expect.poll(() => stream.acknowledged.length).toBeGreaterThan(5);

      const ballast = join(mountPoint, "ballast");
      fillToTheBrim(ballast);
      const refusedFrom = stream.statuses.length;
      // Leads are refused (503, never a 500 or a hang) and /healthz says so.
      await expect
        .poll(() => stream.statuses.slice(refusedFrom).filter((s) => s === 503).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(10);
      await expect.poll(() => healthStatus(site), { timeout: 30_000 }).toBe(503);
      // A few seconds more of a full disk, with leads still arriving.
      const fullUntil = Date.now() + 5_000;
      await expect.poll(() => Date.now() > fullUntil, { timeout: 10_000 }).toBe(true);
      expect(await healthStatus(site)).toBe(503);

      rmSync(ballast);
      const freedAt = stream.statuses.length;
      await expect.poll(() => healthStatus(site), { timeout: 60_000 }).toBe(200);
      await expect
        .poll(() => stream.statuses.slice(freedAt).includes(201), { timeout: 60_000 })
        .toBe(true);
    } finally {
      await stream.stop();
      await watch.stop();
    }
    try {
      expect(site.process.exitCode).toBeNull();
      expect(watch.failures).toEqual([]);
      expect(watch.slowestMs).toBeLessThan(ANSWER_WITHIN_MS);
      expect(watch.healthStatuses).toContain(503);
      expect(new Set(stream.statuses)).toEqual(new Set([201, 503]));
      // Every lead that was acknowledged is kept and goes out, exactly once.
      for (const id of stream.acknowledged) {
        await expect
          .poll(() => receiver.delivered(id), { timeout: 30_000 })
          .toEqual(onceEach(HOOKS_OF.audit));
      }
    } finally {
      await site.kill("SIGTERM");
    }
  });
}
