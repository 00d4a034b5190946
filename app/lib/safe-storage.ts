/**
 * Web Storage that never throws. Private modes, full quotas and blocked cookies make every call
 * able to fail, and nothing the site keeps there (a draft, a consent choice, a "popup shown" flag)
 * is worth breaking a page for: a failed read is "nothing stored", a failed write is forgotten.
 */
export type StorageArea = "local" | "session";

function area(name: StorageArea): Storage {
  return name === "local" ? window.localStorage : window.sessionStorage;
}

export function readStored(name: StorageArea, key: string): string | null {
  try {
    return area(name).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(name: StorageArea, key: string, value: string): void {
  try {
    area(name).setItem(key, value);
  } catch {
    // See above: the site works without it.
  }
}

export function removeStored(name: StorageArea, key: string): void {
  try {
    area(name).removeItem(key);
  } catch {
    // See above.
  }
}
