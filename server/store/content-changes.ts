/** One value that differs between two publishes: where it is, and what it was and became. */
export interface ContentChange {
  document: string;
  /** Keys and list positions from the document down, e.g. ["founders", 0, "name"]. */
  path: (string | number)[];
  /** Absent when the value is new (a list item added, a document first published). */
  before?: unknown;
  /** Absent when the value went (a list item removed). */
  after?: unknown;
}

export type ContentDocuments = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function changesIn(
  document: string,
  path: (string | number)[],
  before: unknown,
  after: unknown,
  into: ContentChange[],
) {
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      changesIn(document, [...path, index], before[index], after[index], into);
    }
    return;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changesIn(document, [...path, key], before[key], after[key], into);
    }
    return;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  into.push({
    document,
    path,
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  });
}

/**
 * What changed from `before` to `after`, value by value: nested objects and lists are walked, so a
 * founder's new role is one change, not the whole list. A list item added or removed is one
 * change holding the whole item.
 */
export function contentChanges(before: ContentDocuments, after: ContentDocuments): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const document of new Set([...Object.keys(before), ...Object.keys(after)])) {
    changesIn(document, [], before[document], after[document], changes);
  }
  return changes;
}
