import type { ReactNode } from "react";

/**
 * Shared root for the decorative illustrations: a fixed 480×360 canvas whose width/height
 * attributes reserve layout space, hidden from assistive technology because the page copy
 * carries the meaning. Colours come from theme-token classes on the children.
 */
export function IllustrationFrame({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 480 360"
      width={480}
      height={360}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
