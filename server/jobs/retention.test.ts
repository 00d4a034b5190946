import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LogFields } from "../log";
import { DEFAULT_RETENTION_MS, startRetention, type RetentionJob } from "./retention";

const EVERY_MS = 60_000;

let events: (LogFields & { event: string })[];
let jobs: RetentionJob[];

beforeEach(() => {
  vi.useFakeTimers();
  events = [];
  jobs = [];
});

afterEach(async () => {
  await Promise.all(jobs.map((job) => job.stop()));
  vi.useRealTimers();
});

function fakeStore(deleted = 0) {
  return {
    pruneOldLeads: vi.fn(async (_retentionMs: number) => deleted),
    pruneRateEvents: vi.fn(async () => undefined),
    pruneExpiredFeedback: vi.fn(async () => 0),
    pruneOldNotices: vi.fn(async (_retentionMs: number) => 0),
  };
}

function start(options: Omit<Parameters<typeof startRetention>[0], "log">) {
  const job = startRetention({
    ...options,
    log: (event, fields) => events.push({ event, ...fields }),
  });
  jobs.push(job);
  return job;
}

describe("retention", () => {
  it("prunes leads, rate events, expired feedback and expired sessions at once, then every minute", async () => {
    const store = fakeStore();
    const sessions = { pruneExpired: vi.fn(async () => undefined) };
    start({ store, sessions });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.pruneOldLeads).toHaveBeenCalledTimes(1);
    expect(store.pruneOldLeads).toHaveBeenCalledWith(DEFAULT_RETENTION_MS);
    expect(store.pruneRateEvents).toHaveBeenCalledTimes(1);
    expect(store.pruneExpiredFeedback).toHaveBeenCalledTimes(1);
    expect(store.pruneOldNotices).toHaveBeenCalledWith(DEFAULT_RETENTION_MS);
    expect(sessions.pruneExpired).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(store.pruneOldLeads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.pruneOldLeads).toHaveBeenCalledTimes(2);
    expect(store.pruneRateEvents).toHaveBeenCalledTimes(2);
    expect(store.pruneExpiredFeedback).toHaveBeenCalledTimes(2);
    expect(sessions.pruneExpired).toHaveBeenCalledTimes(2);
  });

  it("keeps leads for the period it is given, and logs how many went", async () => {
    const store = fakeStore(3);
    start({ store, retentionMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.pruneOldLeads).toHaveBeenCalledWith(1_000);
    expect(events).toEqual([{ event: "retention", deleted: 3 }]);
  });

  it("logs nothing when nothing was old enough", async () => {
    start({ store: fakeStore(0) });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([]);
  });

  it("logs a failed step, carries on with the others, and tries again at the next run", async () => {
    const store = fakeStore();
    store.pruneOldLeads.mockRejectedValueOnce(new Error("Connection terminated unexpectedly"));
    const sessions = { pruneExpired: vi.fn(async () => undefined) };
    start({ store, sessions });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { event: "retention-error", step: "leads", error: "Connection terminated unexpectedly" },
    ]);
    expect(store.pruneRateEvents).toHaveBeenCalledTimes(1);
    expect(sessions.pruneExpired).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(store.pruneOldLeads).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(1);
  });

  it("on stop, waits for the run in progress and runs no more", async () => {
    let finish: () => void = () => undefined;
    const store = fakeStore();
    store.pruneRateEvents.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    const job = start({ store });
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;

    await vi.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(store.pruneOldLeads).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
