import type { LucideIcon } from "lucide-react";

/**
 * A list of the content's cards with the page's icons, in order. The content model fixes the
 * length of every list that has icons, so each card gets its own; the modulo is for the type.
 */
export function withIcons<Item extends object>(
  items: readonly Item[],
  icons: readonly [LucideIcon, ...LucideIcon[]],
): (Item & { icon: LucideIcon })[] {
  return items.map((item, index) => ({ ...item, icon: icons[index % icons.length] ?? icons[0] }));
}
