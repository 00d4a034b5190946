import { readFileSync } from "node:fs";

export interface HeaderRules {
  /** Headers for the response to `path` (a page path, or any file path for assets). */
  forPath(path: string): Record<string, string>;
}

/**
 * Reads the build's `_headers` file, the one a static host would use, so `npm start` sends
 * exactly the same security headers: `/*` for everything, plus each page's own CSP.
 */
export function parseHeaderRules(text: string): HeaderRules {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const cut = line.indexOf(":");
    if (current && cut > 0) current[line.slice(0, cut).trim()] = line.slice(cut + 1).trim();
  }
  const common = rules.get("/*") ?? {};
  return {
    forPath(path) {
      return { ...common, ...rules.get(path) };
    },
  };
}

export function loadHeaderRules(file: string): HeaderRules {
  try {
    return parseHeaderRules(readFileSync(file, "utf8"));
  } catch {
    console.warn(`No ${file}: serving without the build's security headers`);
    return parseHeaderRules("");
  }
}
