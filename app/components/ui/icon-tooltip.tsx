import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";

/** A short text label for an icon-only control, shown on hover or focus (delay set in root). */
export function IconTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-50 rounded-lg bg-night px-3 py-1.5 text-sm font-medium text-white shadow-card"
        >
          {label}
          <Tooltip.Arrow className="fill-night" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
