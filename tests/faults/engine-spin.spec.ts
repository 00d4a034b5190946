/**
 * The fault of issue 15 itself: PGlite needs a new WAL segment on a volume without room for one,
 * and spins at 100 % CPU inside the call, for good. (full-disk.spec.ts fills the volume to the last
 * byte, where PGlite mostly meets the full disk extending a table and fails at once.) Here the
 * volume keeps room for the table data that the leads filling the current segment write, but not
 * for the next 16 MB segment: the engine stalls at the segment switch, the server has to terminate it and
 * keep serving. In the old design, PGlite on the main thread, the same run froze the whole
 * process; freeing space did not bring it back. Mounting a tmpfs needs root, which CI has.
 */
import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { closeSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { uniqueEmail } from "../support/unique-email";
import {
  HOOKS_OF,
  hooksAt,
  leads,
  onceEach,
  startSite,
  storedDataDir,
} from "./support/site-process";
import {
  ANSWER_WITHIN_MS,
  freeBytes,
  healthStatus,
  streamLeads,
  useSmallVolume,
  watchAnswers,
} from "./support/small-volume";

const MB = 1024 * 1024;
/** A fresh store (about 40 MB), up to one segment's worth of leads and a new segment, and more. */
const VOLUME_MB = 128;
/** PostgreSQL's WAL comes in segments of this size, each created whole when the last one is full. */
const WAL_SEGMENT_MB = 16;
/**
 * Left free beyond what the rest of the current segment takes in table data: filling the segment
 * with these leads writes a little less table data than WAL (measured: about 13 KB of WAL and
 * 12 KB of data a lead), which fits, so the segment fills up with about 8 MB still free: less
 * than the next segment needs.
 */
const SLACK_MB = 8;
/** Bounds on the stream, far above what a run needs (about 2,500 leads in under a minute). */
const MAX_LEADS = 20_000;
const STREAM_LIMIT_MS = 170_000;
/** Refusals come in a millisecond: no need to make thousands of them. */
const REFUSED_PAUSE_MS = 25;
/** The server's own line when it stops a stuck engine (server/runtime.ts). */
const KILLED = /"status":"engine-restarted","reason":"a call took over \d+ ms"/;

const volume = useSmallVolume("engine-spin", VOLUME_MB);
let receiver: Receiver;

test.beforeEach(async () => {
  receiver = await startReceiver();
});

test.afterEach(async () => {
  await receiver.close();
});

/** The WAL segments PGlite has created so far (its data folder is DATA_DIR/pglite). */
function walSegments(dataDir: string): string[] {
  return readdirSync(join(dataDir, "pglite", "pg_wal")).filter((name) =>
    /^[0-9A-F]{24}$/.test(name),
  );
}

/**
 * How much of its current WAL segment a cleanly closed store has still to write: its last
 * checkpoint's position, from global/pg_control (an 8-byte LSN after the system identifier,
 * version, catalogue version, state and time), which is where a server starting on it writes on.
 * That position's segment must be the newest file in pg_wal, or the reading is wrong.
 */
function walLeftInSegment(dataDir: string): number {
  const control = readFileSync(join(dataDir, "pglite", "global", "pg_control"));
  const position = control.readBigUInt64LE(32);
  const segmentBytes = BigInt(WAL_SEGMENT_MB * MB);
  const segment = position / segmentBytes;
  const name = [1n, segment >> 8n, segment & 0xffn]
    .map((part) => part.toString(16).toUpperCase().padStart(8, "0"))
    .join("");
  expect(walSegments(dataDir).sort().at(-1)).toBe(name);
  return Number(segmentBytes - (position % segmentBytes));
}

/** Writes a ballast file until only `leaveBytes` are free, as a growing log would. */
function fillUntilFree(volumePath: string, path: string, leaveBytes: number): void {
  const fd = openSync(path, "w");
  try {
    const chunk = Buffer.alloc(MB, 1);
    for (let written = 0; written < VOLUME_MB; written++) {
      const excess = freeBytes(volumePath) - leaveBytes;
      if (excess <= 0) return;
      writeSync(fd, chunk, 0, Math.min(excess, MB));
    }
  } finally {
    closeSync(fd);
  }
}

test("PGlite stuck at a WAL segment switch on a full volume is terminated, and the server answers throughout, then takes leads again", async () => {
  // The suite's migrated store, copied: a first start's initdb is no part of the fault.
  const dataDir = storedDataDir(join(volume(), "data"));
  // 1. Room for the table data of the leads that fill the current segment, not for the next
  //    segment. (Streaming leads until a new segment began, to start from a known place, took a
  //    third of the test: the copy's own control file says where its WAL stands.)
  const walLeft = walLeftInSegment(dataDir);
  const stuckAt = walSegments(dataDir);
  const ballast = join(volume(), "ballast");
  fillUntilFree(volume(), ballast, walLeft + SLACK_MB * MB);
  expect(freeBytes(volume())).toBeLessThanOrEqual(walLeft + SLACK_MB * MB);
  // No reserve: the engine itself has to meet the full disk.
  const site = await startSite({
    ...hooksAt(receiver.url),
    DATA_DIR: dataDir,
    STORE_MIN_FREE_MB: "0",
  });
  const watch = watchAnswers(site, STREAM_LIMIT_MS);
  // Contact leads with the longest message the form takes, of random (incompressible) text, so
  // that each writes as much WAL as a lead can; three in flight keep the engine busy.
  const stream = streamLeads(site, {
    form: "contact",
    lead: () => ({
      ...leads.contact(uniqueEmail("engine-spin")),
      message: randomBytes(2_500).toString("hex"),
    }),
    senders: 3,
    pauseAfter: (status) => (status === 201 ? 0 : REFUSED_PAUSE_MS),
    limitMs: STREAM_LIMIT_MS,
    maxLeads: MAX_LEADS,
  });
  try {
    // 2. Leads fill the segment, the engine stalls at the switch, and the deadline terminates it.
    await expect.poll(() => KILLED.test(site.output()), { timeout: 90_000 }).toBe(true);
    const before = site.output().slice(0, site.output().search(KILLED));
    // It was the WAL, not a table: the table data still fitted, and no next segment was made.
    expect(before).not.toContain("could not extend file");
    expect(walSegments(dataDir)).toEqual(stuckAt);
    expect(freeBytes(volume())).toBeGreaterThan(0);
    expect(freeBytes(volume())).toBeLessThan(WAL_SEGMENT_MB * MB);

    // 3. While the volume stays full, leads are refused (503) and /healthz says so.
    const refusedFrom = stream.statuses.length;
    await expect.poll(() => healthStatus(site), { timeout: 30_000 }).toBe(503);
    await expect
      .poll(() => stream.statuses.slice(refusedFrom).filter((s) => s === 503).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(10);
    expect(stream.statuses.slice(refusedFrom)).not.toContain(201);
    expect(await healthStatus(site)).toBe(503);

    // 4. Space returns: the engine starts again and leads are taken.
    rmSync(ballast);
    const freedAt = stream.statuses.length;
    await expect
      .poll(() => stream.statuses.slice(freedAt).includes(201), { timeout: 60_000 })
      .toBe(true);
    await expect.poll(() => healthStatus(site), { timeout: 60_000 }).toBe(200);
  } finally {
    await stream.stop();
    await watch.stop();
    rmSync(ballast, { force: true });
  }
  try {
    expect(site.process.exitCode).toBeNull();
    expect(site.process.signalCode).toBeNull();
    expect(watch.failures).toEqual([]);
    expect(watch.slowestMs).toBeLessThan(ANSWER_WITHIN_MS);
    expect(watch.healthStatuses).toContain(503);
    expect(new Set(stream.statuses)).toEqual(new Set([201, 503]));
    // Every lead that was acknowledged is kept and goes out, exactly once.
    const undelivered = () =>
      stream.acknowledged.filter((id) => Object.keys(receiver.delivered(id)).length === 0);
    await expect.poll(() => undelivered().length, { timeout: 60_000 }).toBe(0);
    for (const id of stream.acknowledged) {
      expect(receiver.delivered(id), id).toEqual(onceEach(HOOKS_OF.contact));
    }
  } finally {
    await site.kill("SIGTERM");
  }
});
