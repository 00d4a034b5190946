import { useEffect, useState } from "react";
import { hasSentLead } from "~/lib/lead-session";
import { readStored, writeStored } from "~/lib/safe-storage";
import {
  ACTIVITY_EVENTS,
  createScrollUpDetector,
  EXIT_INTENT_SESSION_KEY,
  idleDelayFor,
  isTopExit,
  MOBILE_MAX_WIDTH_PX,
} from "./exit-intent-triggers";

function alreadyShown(): boolean {
  return readStored("session", EXIT_INTENT_SESSION_KEY) !== null;
}

// Without storage the popup can still only open once per page view.
function rememberShown(): void {
  writeStored("session", EXIT_INTENT_SESSION_KEY, "1");
}

/**
 * Opens the popup at most once per session, never after a lead was sent, on the first of:
 * inactivity, the pointer leaving through the top, or (on phones) a scroll back to the top.
 * Listeners start after hydration, so the prerendered page never shows it.
 */
export function useExitIntent(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadyShown() || hasSentLead()) return;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const detectScrollUp = createScrollUpDetector();

    const show = () => {
      if (alreadyShown() || hasSentLead()) return cleanup();
      rememberShown();
      setOpen(true);
      cleanup();
    };
    const restartIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(show, idleDelayFor(window.innerWidth));
    };
    const onMouseOut = (event: MouseEvent) => {
      if (isTopExit(event)) show();
    };
    const onScroll = () => {
      if (window.innerWidth <= MOBILE_MAX_WIDTH_PX && detectScrollUp(window.scrollY)) show();
    };
    function cleanup() {
      clearTimeout(idleTimer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restartIdle);
      document.removeEventListener("mouseout", onMouseOut);
      window.removeEventListener("scroll", onScroll);
    }

    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, restartIdle, { passive: true });
    }
    document.addEventListener("mouseout", onMouseOut);
    window.addEventListener("scroll", onScroll, { passive: true });
    restartIdle();
    return cleanup;
  }, []);

  return [open, setOpen];
}
