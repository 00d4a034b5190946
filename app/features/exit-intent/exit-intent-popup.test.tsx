import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Records when the popup's lazily loaded code is asked for. */
const dialogCode = { requested: false };

// A fresh module registry and mock for each test, so that the dialog's code is requested anew.
async function renderPopup() {
  const { ExitIntentPopup } = await import("./exit-intent-popup");
  render(<ExitIntentPopup />);
}

// Captured before the timers are faked: the module loader works in real time.
const realSetTimeout = globalThis.setTimeout;

/** Gives a dynamic import, if one was started, real time to reach the module loader. */
const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 100)));

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  dialogCode.requested = false;
  vi.doMock("./exit-intent-dialog", () => {
    dialogCode.requested = true;
    return { ExitIntentDialog: () => null };
  });
  sessionStorage.clear();
});

afterEach(() => {
  vi.doUnmock("./exit-intent-dialog");
  vi.useRealTimers();
});

describe("ExitIntentPopup", () => {
  it("does not fetch the popup's code while nobody is there, then fetches it after 5 s", async () => {
    await renderPopup();
    await act(async () => vi.advanceTimersByTimeAsync(4_900));
    expect(dialogCode.requested).toBe(false);

    await act(async () => vi.advanceTimersByTimeAsync(200));
    await settle();
    expect(dialogCode.requested).toBe(true);
  });

  it.each(["pointermove", "touchstart", "scroll", "keydown"])(
    "fetches the popup's code on the first %s, long before any trigger can open it",
    async (event) => {
      await renderPopup();
      await settle();
      expect(dialogCode.requested).toBe(false);

      window.dispatchEvent(new Event(event));
      await settle();
      expect(dialogCode.requested).toBe(true);
    },
  );
});
