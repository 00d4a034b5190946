import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A visible label for an icon-only control, shown 700 ms after hover or keyboard focus (the
 * brief's tooltip delay). Not after a tap: a tap focuses the button too, but on a touch screen the
 * label would only appear under the thumb, and again when the menu closes and gives the focus
 * back. The control keeps its own accessible name, so the label is hidden from assistive
 * technology. Plain CSS: Radix Tooltip would add its positioning engine (13 KB gzip)
 * to every page for a few words of text.
 */
export function IconTooltip({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn("group/tooltip relative inline-flex", className)}>
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-lg bg-night px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow-card transition-opacity group-hover/tooltip:opacity-100 group-hover/tooltip:delay-700 [:focus-visible~&]:opacity-100 [:focus-visible~&]:delay-700"
      >
        {label}
      </span>
    </span>
  );
}
