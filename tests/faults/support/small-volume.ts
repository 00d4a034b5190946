/**
 * What the full-disk faults share: a small tmpfs of their own (mounting needs root, which CI has),
 * a watch on `/` and `/healthz` that times every answer, and a stream of leads that remembers
 * every answer it got.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import type { Site } from "./site-process";

const IS_ROOT = process.getuid?.() === 0;
const NEEDS_ROOT = "mounting a small tmpfs needs root (CI runs as root)";
/** What the issue promises: pages and /healthz answer within this throughout. */
export const ANSWER_WITHIN_MS = 5_000;
const WATCH_EVERY_MS = 250;

interface SmallVolume {
  path: string;
  unmount(): void;
}

function mountSmallVolume(name: string, sizeMb: number): SmallVolume {
  const path = mkdtempSync(join(tmpdir(), `kestrel-${name}-`));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", path]);
  return {
    path,
    unmount() {
      execFileSync("umount", ["--lazy", path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh small volume for each test of the file, unmounted after it; the file's tests skip,
 * saying why, where mounting is not allowed.
 */
export function useSmallVolume(name: string, sizeMb: number): () => string {
  let volume: SmallVolume | undefined;
  test.skip(!IS_ROOT, NEEDS_ROOT);
  test.beforeEach(() => {
    volume = mountSmallVolume(name, sizeMb);
  });
  test.afterEach(() => volume?.unmount());
  return () => {
    if (!volume) throw new Error("the small volume is mounted only inside a test");
    return volume.path;
  };
}

export function freeBytes(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}

export async function healthStatus(site: Site): Promise<number> {
  return (await fetch(`${site.origin}/healthz`)).status;
}

export interface Watch {
  /** The slowest answer of `/` or `/healthz` so far, and any that never came. */
  slowestMs: number;
  failures: string[];
  healthStatuses: number[];
  stop(): Promise<void>;
}

/** Asks for `/` and `/healthz` four times a second, for at most `limitMs`, timing each answer. */
export function watchAnswers(site: Site, limitMs: number): Watch {
  const watch: Watch = { slowestMs: 0, failures: [], healthStatuses: [], stop: async () => {} };
  let running = true;
  const until = Date.now() + limitMs;
  const loop = (async () => {
    while (running && Date.now() < until) {
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
      await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
    }
  })();
  watch.stop = async () => {
    running = false;
    await loop;
  };
  return watch;
}

export interface Stream {
  acknowledged: string[];
  /** Every answer, in the order they came. */
  statuses: number[];
  stop(): Promise<void>;
}

export interface StreamOptions {
  form: string;
  lead: () => unknown;
  /** Leads in flight at once. */
  senders: number;
  /** The pause after an answer with this status, so a sender does not spin on refusals. */
  pauseAfter: (status: number) => number;
  limitMs: number;
  maxLeads: number;
}

/** Leads posted by `senders` loops at once, each remembered with the answer it got. */
export function streamLeads(site: Site, options: StreamOptions): Stream {
  const stream: Stream = { acknowledged: [], statuses: [], stop: async () => {} };
  let running = true;
  let sent = 0;
  const until = Date.now() + options.limitMs;
  const sender = async () => {
    while (running && sent < options.maxLeads && Date.now() < until) {
      sent += 1;
      const response = await site.post(options.form, options.lead());
      stream.statuses.push(response.status);
      if (response.status === 201) {
        stream.acknowledged.push(((await response.json()) as { id: string }).id);
      } else {
        await response.arrayBuffer();
      }
      const pause = options.pauseAfter(response.status);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const senders = Promise.all(Array.from({ length: options.senders }, sender));
  stream.stop = async () => {
    running = false;
    await senders;
  };
  return stream;
}
