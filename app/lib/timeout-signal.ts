/**
 * A signal that aborts after `ms`: `AbortSignal.timeout` where the browser has it, else the same
 * from a controller and a timer. Safari 15 (in the browser target, see .browserslistrc) lacks
 * `AbortSignal.timeout`, and before 15.4 its `abort()` takes no reason, so callers tell a timeout
 * by `signal.aborted`, not by the error's name.
 */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === "function") return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException("The lead API did not answer", "TimeoutError")),
    ms,
  );
  return controller.signal;
}
