import type { IslandModule } from "../../../shared/island-contract";
import { BOOKING_FRAME, PRELOAD_ROOT_MARGIN } from "./booking-frame";

// size budget: 0.5 KB (0.3 KB measured: puts the calendar's iframe in place as it nears the screen;
// no framework)

function frameInto(box: HTMLElement, src: string, title: string): void {
  const frame = document.createElement("iframe");
  frame.setAttribute("src", src);
  frame.setAttribute("title", title);
  frame.setAttribute("loading", "lazy");
  frame.className = "block size-full";
  box.replaceChildren(frame);
}

/**
 * The booking calendar's island: a few lines of plain script started on load, which put the
 * third-party calendar's iframe in place of the placeholder once its box comes within
 * PRELOAD_ROOT_MARGIN of the viewport. Without IntersectionObserver (or script) the new-tab link
 * beside it still books.
 */
export const mount: IslandModule["mount"] = (element) => {
  const box = element.querySelector<HTMLElement>(`[${BOOKING_FRAME.src}]`);
  const src = box?.getAttribute(BOOKING_FRAME.src);
  if (!box || !src || typeof IntersectionObserver === "undefined") return;
  const title = box.getAttribute(BOOKING_FRAME.title) ?? "";
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      frameInto(box, src, title);
    },
    { rootMargin: PRELOAD_ROOT_MARGIN },
  );
  observer.observe(box);
};
