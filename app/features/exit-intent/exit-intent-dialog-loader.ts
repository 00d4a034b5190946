/**
 * The popup's code (React, its form, react-hook-form and zod), fetched only when it is needed.
 * Imported from here, not from the island's entry: the build counts an entry's own dynamic
 * imports as part of starting the island (scripts/post-build/island-build.ts), and this one
 * waits for the visitor's first activity.
 */
export const loadDialog = () => import("./exit-intent-dialog-root");
