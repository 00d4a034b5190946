import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextFrame, FRAME_WAIT_LIMIT_MS } from "./after-next-frame";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A page whose frames the test shows by hand. */
function withFrames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return () => callbacks.splice(0).forEach((callback) => callback(performance.now()));
}

describe("afterNextFrame", () => {
  it("runs the task in a task after the next frame, not inside it", () => {
    vi.useFakeTimers();
    const showFrame = withFrames();
    const task = vi.fn();
    afterNextFrame(task);
    expect(task).not.toHaveBeenCalled();
    showFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // The cap that covers a page with no frame does not run it again.
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs the task after the cap when no frame comes", () => {
    vi.useFakeTimers();
    withFrames();
    const task = vi.fn();
    afterNextFrame(task);
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("drops a cancelled task", () => {
    vi.useFakeTimers();
    const showFrame = withFrames();
    const task = vi.fn();
    afterNextFrame(task).cancelled = true;
    showFrame();
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
