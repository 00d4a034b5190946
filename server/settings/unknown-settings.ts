/**
 * Settings the site does not read but whose names look like ones it does: a misspelling
 * (CONTACT_WEBHOOK_ULR, ADMIN_PASWORD, port) or an old name. Left unnamed, such a setting is
 * silently ignored and the real one stays unset; the server warns at start and the launch check
 * fails on it. Other variables in the environment (PATH, HOME...) are nobody's business here.
 */
import { MOVED_TO_SERVER, VITE_VARIABLES } from "../../shared/env-names";
import { SERVER_VARIABLES } from "../config";

/** Read by the build tooling and the tests rather than by a parser. */
const TOOL_VARIABLES = ["BUILD_DIR", "TEST_DATABASE_URL"];

/** Every name some part of the site reads: the server's parser, the build's, the tooling's. */
export function knownSettings(): Set<string> {
  return new Set([...SERVER_VARIABLES, ...VITE_VARIABLES, ...TOOL_VARIABLES]);
}

/** Old names, and the name that replaced each. */
const OLD_NAMES: Record<string, string> = Object.fromEntries(
  MOVED_TO_SERVER.map((name) => [name, name.replace(/^VITE_/, "")]),
);

export interface UnknownSetting {
  name: string;
  /** The name it looks like, which the site does read. */
  meant: string;
  /** The old name of `meant`, rather than a misspelling of it. */
  old: boolean;
}

/** Edits (insert, delete, substitute, swap two neighbours) from one name to the other. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Short names need a closer match: HOME is two edits from HOST, and is no misspelling of it. */
const allowedEdits = (name: string) => (name.length <= 6 ? 1 : 2);

/** The names among `names` that look like a setting of the site's without being one. */
export function unknownSettings(names: Iterable<string>): UnknownSetting[] {
  const known = knownSettings();
  const found: UnknownSetting[] = [];
  for (const name of new Set(names)) {
    if (known.has(name)) continue;
    const replacement = OLD_NAMES[name];
    if (replacement) {
      found.push({ name, meant: replacement, old: true });
      continue;
    }
    const upper = name.toUpperCase();
    let best: { meant: string; edits: number } | undefined;
    for (const candidate of known) {
      const edits = distance(upper, candidate);
      if (edits <= allowedEdits(candidate) && (!best || edits < best.edits))
        best = { meant: candidate, edits };
    }
    if (best) found.push({ name, meant: best.meant, old: false });
  }
  return found;
}

/** One line for each, as the server's warning and the launch check show it. */
export function describeUnknownSetting(
  { name, meant, old }: UnknownSetting,
  source: string,
): string {
  return old
    ? `${name} (in ${source}) is an old name that nothing reads any more: set ${meant} instead`
    : `${name} (in ${source}) is not a setting the site reads: did you mean ${meant}?`;
}
