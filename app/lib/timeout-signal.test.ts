// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { timeoutSignal } from "./timeout-signal";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** AbortSignal as Safari 15 has it: everything but the static `timeout`. */
function withoutAbortSignalTimeout() {
  const Legacy = class extends AbortSignal {};
  Object.defineProperty(Legacy, "timeout", { value: undefined });
  vi.stubGlobal("AbortSignal", Legacy);
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
