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
 * Calls `show` at most once per session, never after a lead was sent, on the first of:
 * inactivity, the pointer leaving through the top, or (on phones) a scroll back to the top.
 * Plain script (the popup's island starts it on load, before any React is fetched). Returns a
 * function that stops watching, or null when the popup will not open in this session at all.
 */
export function watchExitIntent(show: () => void): (() => void) | null {
  if (alreadyShown() || hasSentLead()) return null;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const detectScrollUp = createScrollUpDetector();

  const fire = () => {
    cleanup();
    if (alreadyShown() || hasSentLead()) return;
    // Noted before the popup's code arrives, so a reload in between cannot show it twice.
    rememberShown();
    show();
  };
  const restartIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(fire, idleDelayFor(window.innerWidth));
  };
  const onMouseOut = (event: MouseEvent) => {
    if (isTopExit(event)) fire();
  };
  const onScroll = () => {
    if (window.innerWidth <= MOBILE_MAX_WIDTH_PX && detectScrollUp(window.scrollY)) fire();
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
}
