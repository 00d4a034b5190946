/** A task waiting for the frame after the current event (afterNextFrame); cancel to drop it. */
export interface FrameTask {
  cancelled: boolean;
}

/** The longest a task waits for a frame: a tab in the background shows none. */
export const FRAME_WAIT_LIMIT_MS = 100;

/**
 * Runs `task` once the frame after the current event has been shown (a frame callback, then a
 * task), or after FRAME_WAIT_LIMIT_MS where no frame comes, and never twice. Work moved out of a
 * tap this way no longer delays the frame that answers the tap: Event Timing, and so INP, ends an
 * interaction at that frame. Use it for work whose result may show a frame later, after the tap
 * has shown something of its own.
 */
export function afterNextFrame(task: () => void): FrameTask {
  const pending: FrameTask = { cancelled: false };
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    if (!pending.cancelled) task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, FRAME_WAIT_LIMIT_MS);
  return pending;
}
