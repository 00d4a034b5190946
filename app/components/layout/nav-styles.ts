/** Shared by the static desktop menu and the Radix one that replaces it, so the swap is invisible. */
export const triggerClass =
  "group inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted data-[state=open]:bg-surface-muted";
