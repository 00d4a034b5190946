import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. There is deliberately no tailwind-merge (7 KB for every visitor): callers
 * pass classes that add to a component's defaults, not ones that fight them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
