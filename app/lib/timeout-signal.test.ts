// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { timeoutSignal } from "./timeout-signal";

const nativeTimeout = Object.getOwnPropertyDescriptor(AbortSignal, "timeout");

afterEach(() => {
  if (nativeTimeout) Object.defineProperty(AbortSignal, "timeout", nativeTimeout);
  vi.useRealTimers();
});

/**
 * AbortSignal as Safari 15 has it: everything but the static `timeout`. The class itself stays
 * (Node 24's fetch checks a signal against the global AbortSignal).
 */
function withoutAbortSignalTimeout() {
  Object.defineProperty(AbortSignal, "timeout", { value: undefined, configurable: true });
}

describe("timeoutSignal", () => {
  it("aborts after the time given where AbortSignal.timeout is missing", () => {
    withoutAbortSignalTimeout();
    vi.useFakeTimers();
    const signal = timeoutSignal(300);
    vi.advanceTimersByTime(299);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("ends a real fetch that never gets an answer, without AbortSignal.timeout", async () => {
    withoutAbortSignalTimeout();
    const { createServer } = await import("node:http");
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const signal = timeoutSignal(200);
    await expect(fetch(`http://127.0.0.1:${port}/`, { signal })).rejects.toThrow();
    expect(signal.aborted).toBe(true);
    server.closeAllConnections();
    server.close();
  });
});
