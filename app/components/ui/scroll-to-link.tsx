import type { MouseEvent, ReactNode } from "react";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * An in-page link that glides to its target (or jumps, for visitors who ask for less motion) and
 * then moves focus there, so keyboard and screen-reader users continue from the new place rather
 * than from the top of the page. Without JavaScript it is a plain `#id` link.
 */
export function ScrollToLink({
  targetId,
  focusId,
  className,
  children,
}: {
  targetId: string;
  /** Element to focus once there, usually the target's heading; defaults to the target itself. */
  focusId?: string;
  className?: string;
  children: ReactNode;
}) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    target.scrollIntoView({ behavior: reduceMotion ? "instant" : "smooth", block: "start" });
    const focusTarget = (focusId && document.getElementById(focusId)) || target;
    // Headings are not focusable by default; -1 lets a script focus them without adding a tab stop.
    if (!focusTarget.hasAttribute("tabindex")) focusTarget.setAttribute("tabindex", "-1");
    // preventScroll: focusing would otherwise jump straight there and cut the smooth scroll short.
    focusTarget.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
