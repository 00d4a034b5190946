/**
 * The embedded store on a volume that fills up: a real tmpfs, filled to the last byte by another
 * writer while leads stream in. Mounting needs root, which CI has; elsewhere these tests skip and
 * say why.
 */
import { expect, test } from "@playwright/test";
import { closeSync, openSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { expectNothingWithin } from "../support/quiet-period";
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
  healthStatus,
  streamLeads,
  useSmallVolume,
  watchAnswers,
} from "./support/small-volume";

/** Room for PGlite's files (about 40 MB) and the default 64 MB reserve, with some to spare. */
const VOLUME_MB = 160;
const STREAM_EVERY_MS = 40;
/** Bounds on the stream and the watch: far above the minute or so a run takes. */
const STREAM_LIMIT_MS = 150_000;
const MAX_LEADS = 5_000;

const volume = useSmallVolume("full-disk", VOLUME_MB);
let receiver: Receiver;

test.beforeEach(async () => {
  receiver = await startReceiver();
});

test.afterEach(async () => {
  await receiver.close();
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

for (const { title, reserveMb } of [
  { title: "with the free-space reserve", reserveMb: undefined },
  // No reserve: the engine itself meets the full disk, and the watchdog has to hold.
  { title: "with no reserve at all", reserveMb: "0" },
]) {
  test(`${title}: a disk filled to the brim under a stream of leads never hangs the server and loses no acknowledged lead`, async () => {
    // The suite's migrated store, copied: a first start's initdb is no part of a full disk.
    const dataDir = storedDataDir(join(volume(), "data"));
    const site = await startSite({
      ...hooksAt(receiver.url),
      DATA_DIR: dataDir,
      ...(reserveMb === undefined ? {} : { STORE_MIN_FREE_MB: reserveMb }),
    });
    const watch = watchAnswers(site, STREAM_LIMIT_MS);
    const stream = streamLeads(site, {
      form: "audit",
      lead: () => leads.audit(uniqueEmail("full-disk")),
      senders: 1,
      pauseAfter: () => STREAM_EVERY_MS,
      limitMs: STREAM_LIMIT_MS,
      maxLeads: MAX_LEADS,
    });
    try {
      await expect.poll(() => stream.acknowledged.length).toBeGreaterThan(5);

      const ballast = join(volume(), "ballast");
      fillToTheBrim(ballast);
      const refusedFrom = stream.statuses.length;
      // Leads are refused (503, never a 500 or a hang) and /healthz says so.
      await expect
        .poll(() => stream.statuses.slice(refusedFrom).filter((s) => s === 503).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(10);
      await expect.poll(() => healthStatus(site), { timeout: 30_000 }).toBe(503);
      // A few seconds more of a full disk, with leads still arriving: every page and /healthz
      // answers in time, and every lead gets a 201 or a 503.
      await expectNothingWithin(
        5_000,
        () => [
          ...watch.failures,
          ...stream.statuses
            .slice(refusedFrom)
            .filter((status) => status !== 201 && status !== 503),
        ],
        { what: "failed answer" },
      );
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
