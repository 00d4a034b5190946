import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_BASE_MS } from "../config";
import {
  backoffMs,
  MAX_DELAY_UNITS,
  nextAttemptAt,
  parseRetryAfter,
  retryWindowMs,
} from "./retry-schedule";

const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;
const DAY = 24 * HOUR;
const BASE = DEFAULT_RETRY_BASE_MS;
/** A whole second, so HTTP dates (which have no milliseconds) land exactly. */
const NOW = Date.UTC(2030, 0, 2, 3, 4, 5);
const JITTERS = Array.from({ length: 11 }, (_, index) => index / 10);

const fixed = (value: number) => () => value;

describe("retry schedule", () => {
  it("uses a 10 s unit and a 24 h window by default", () => {
    expect(BASE).toBe(10 * SECOND);
    expect(retryWindowMs(BASE)).toBe(DAY);
    expect(BASE * MAX_DELAY_UNITS).toBe(HOUR);
  });

  it("makes the first retry within 30 s, whatever the jitter", () => {
    for (const jitter of JITTERS) {
      const next = nextAttemptAt({
        attempt: 1,
        now: NOW,
        retryUntil: NOW + retryWindowMs(BASE),
        baseMs: BASE,
        random: fixed(jitter),
      });
      expect(next, `jitter ${jitter}`).not.toBeNull();
      const delay = (next ?? 0) - NOW;
      expect(delay, `jitter ${jitter}`).toBeGreaterThan(0);
      expect(delay, `jitter ${jitter}`).toBeLessThanOrEqual(30 * SECOND);
    }
  });

  it("keeps half of each step fixed and jitters the other half", () => {
    expect(backoffMs(1, BASE, fixed(0))).toBe(5 * SECOND);
    expect(backoffMs(1, BASE, fixed(1))).toBe(10 * SECOND);
    expect(backoffMs(4, BASE, fixed(0.5))).toBe(60 * SECOND);
    for (const jitter of JITTERS) {
      const delay = backoffMs(3, BASE, fixed(jitter));
      expect(delay).toBeGreaterThanOrEqual(20 * SECOND);
      expect(delay).toBeLessThanOrEqual(40 * SECOND);
    }
  });

  it("doubles the delay with each attempt up to an hour, and stays there", () => {
    for (const jitter of [0, 0.5, 1]) {
      const delays = Array.from({ length: 40 }, (_, index) =>
        backoffMs(index + 1, BASE, fixed(jitter)),
      );
      for (let index = 1; index < delays.length; index += 1) {
        const [previous = 0, current = 0] = [delays[index - 1], delays[index]];
        expect(current).toBeGreaterThanOrEqual(previous);
        expect(current).toBeLessThanOrEqual(HOUR);
        if (current < HOUR / 2) expect(current).toBe(previous * 2);
      }
      expect(delays.at(-1)).toBe(HOUR / 2 + (jitter * HOUR) / 2);
    }
    expect(backoffMs(1_000, BASE, fixed(1))).toBe(HOUR);
  });

  it("never schedules a backoff past the end of the window", () => {
    for (const attempt of [1, 5, 12, 30]) {
      for (const jitter of [0, 1]) {
        const retryUntil = NOW + 2 * SECOND;
        const next = nextAttemptAt({
          attempt,
          now: NOW,
          retryUntil,
          baseMs: BASE,
          random: fixed(jitter),
        });
        expect(next).toBe(retryUntil);
      }
    }
  });

  it("gives up at and after the end of the window", () => {
    const args = { attempt: 3, retryUntil: NOW, baseMs: BASE, random: fixed(0) };
    expect(nextAttemptAt({ ...args, now: NOW })).toBeNull();
    expect(nextAttemptAt({ ...args, now: NOW + 1 })).toBeNull();
    expect(nextAttemptAt({ ...args, now: NOW + 1, retryAfterMs: 5 * SECOND })).toBeNull();
    expect(nextAttemptAt({ ...args, now: NOW - 1 })).toBe(NOW);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(parseRetryAfter("120", NOW)).toBe(120 * SECOND);
    expect(parseRetryAfter(" 0 ", NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 90 * SECOND).toUTCString(), NOW)).toBe(90 * SECOND);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", NOW)).toBe(0);
    for (const unusable of [null, "", "soon", "in a minute", "1.5e3"]) {
      expect(parseRetryAfter(unusable, NOW), String(unusable)).toBeUndefined();
    }
  });

  it("honours Retry-After when it asks for longer than the backoff, up to an hour", () => {
    const args = {
      attempt: 1,
      now: NOW,
      retryUntil: NOW + DAY,
      baseMs: BASE,
      random: fixed(1),
    };
    expect(nextAttemptAt({ ...args, retryAfterMs: 120 * SECOND })).toBe(NOW + 120 * SECOND);
    const date = parseRetryAfter(new Date(NOW + 45 * 60 * SECOND).toUTCString(), NOW);
    expect(nextAttemptAt({ ...args, retryAfterMs: date })).toBe(NOW + 45 * 60 * SECOND);
    // Shorter than the backoff: the backoff wins.
    expect(nextAttemptAt({ ...args, retryAfterMs: SECOND })).toBe(NOW + 10 * SECOND);
    // Longer than the longest step: capped at an hour.
    expect(nextAttemptAt({ ...args, retryAfterMs: 10 * HOUR })).toBe(NOW + HOUR);
    expect(nextAttemptAt({ ...args, attempt: 9, retryAfterMs: 10 * HOUR })).toBe(NOW + HOUR);
  });

  it("keeps retrying for at least 24 hours before giving up", () => {
    for (const jitter of [0, 1]) {
      const start = NOW;
      const retryUntil = start + retryWindowMs(BASE);
      const attempts = [start];
      let now = start;
      for (;;) {
        const next = nextAttemptAt({
          attempt: attempts.length,
          now,
          retryUntil,
          baseMs: BASE,
          random: fixed(jitter),
        });
        if (next === null) break;
        expect(next).toBeGreaterThan(now);
        attempts.push(next);
        now = next;
        expect(attempts.length, "the schedule never ends").toBeLessThan(200);
      }
      const last = attempts.at(-1) ?? start;
      expect(last - start, `jitter ${jitter}`).toBeGreaterThanOrEqual(DAY);
      // Hourly at most once the steps are long: about 24 to 50 attempts in a day.
      expect(attempts.length).toBeGreaterThan(24);
      expect(attempts.length).toBeLessThan(60);
    }
  });
});
