/** The outbox's clock and waits, so tests can move time on instead of sleeping through it. */
export interface OutboxClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Runs `run` after `ms`; returns what cancels it. */
  setTimer(run: () => void, ms: number): () => void;
}

export const systemClock: OutboxClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
