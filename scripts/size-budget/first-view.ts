/**
 * What a built page makes a visitor download before they touch anything, read from its HTML and
 * the islands' build record (build/islands.json): the inline scripts, the external scripts, and
 * every "load", "idle" or "visible" island with the files it imports statically. Pure, for unit
 * tests.
 */

/** One island as scripts/post-build/island-build.ts records it. */
export interface IslandRecord {
  name: string;
  entry: string;
  /** The entry and its static-import closure: what starting the island downloads. */
  files: string[];
  /** Its budget for those files, gzip bytes, stated in its entry; undefined if none. */
  budget?: number;
}

export interface IslandOnPage {
  name: string;
  strategy: string;
}

/**
 * Strategies that start an island with no interaction at all: they count in the first view. A
 * "visible" island starts once it is within 300 px of the screen (loader.ts), with no touch when
 * it is that near the top: the £99 page's carousel, 269 px below the first screen at 1280 × 800.
 * So it is counted wherever it is on the page: the figure is the most a first view can load.
 */
const FIRST_VIEW_STRATEGIES = new Set(["load", "idle", "visible"]);

/**
 * The consent banner only exists in builds with Tag Manager (VITE_GTM_ID), a choice the owner
 * makes knowingly: its script is listed apart from the 10 KB every page must keep to.
 */
const CONSENT_ISLAND = /cookie|consent/;

/**
 * A page that exists for its lead form (the contact page, the £99 page) starts the form untouched
 * (both start it when the browser is first idle after the first paint), so that a visitor's first
 * tap and keys find it ready rather than wait for its code (issue 36). The code of any "-form"
 * island started so ("load", "idle" or "visible") is listed apart, held to the form island's own
 * budget, and the rest of the page to the 10 KB of every page.
 */
const FORM_ISLAND = /-form$/;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD, speculation rules, import maps) are not code the page runs. */
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|speculationrules|importmap)["']?/i;

/** The bodies of the inline scripts the browser runs (classic or module), data blocks left out. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = ""]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = ""]) => !DATA_TYPE.test(attributes))
    .map(([, , body = ""]) => body)
    .filter((body) => body.trim() !== "");
}

/** Same-site scripts the HTML loads itself (`<script src="/assets/…">`): none are expected. */
function externalScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/gi)].flatMap(([, src]) =>
    src ? [src] : [],
  );
}

/** Every island wrapper in the page, in document order, with its strategy. */
export function islandsOn(html: string): IslandOnPage[] {
  return [...html.matchAll(/<[a-z]+\b[^>]*\sdata-island="([^"]+)"[^>]*>/g)].map(
    ([tag, name = ""]) => ({
      name,
      strategy: /\sdata-island-load="([^"]+)"/.exec(tag)?.[1] ?? "load",
    }),
  );
}

export interface FirstView {
  inline: string[];
  /** Files of the islands that start with no interaction, deduplicated (shared chunks once). */
  files: string[];
  /** Those islands' names. */
  islands: string[];
  /** The consent banner's files, when the page has it: reported apart. */
  consentFiles: string[];
  /** The files of the lead form the page starts untouched, when it has one: reported apart. */
  formFiles: string[];
}

function closureOf(records: Map<string, IslandRecord>, name: string): string[] {
  const record = records.get(name);
  if (!record) throw new Error(`size: the page has island "${name}", which islands.json lacks`);
  return record.files;
}

/** The first view of one page: inline scripts, plus the islands started without interaction. */
export function firstViewOf(html: string, islands: IslandRecord[]): FirstView {
  const records = new Map(islands.map((island) => [island.name, island]));
  const started = islandsOn(html).filter(({ strategy }) => FIRST_VIEW_STRATEGIES.has(strategy));
  const names = [...new Set(started.map(({ name }) => name))];
  const apart = (name: string) => CONSENT_ISLAND.test(name) || FORM_ISLAND.test(name);
  const main = names.filter((name) => !apart(name));
  const filesOf = (pattern: RegExp) =>
    new Set(names.filter((name) => pattern.test(name)).flatMap((name) => closureOf(records, name)));
  const files = new Set([
    ...externalScripts(html),
    ...main.flatMap((name) => closureOf(records, name)),
  ]);
  const consentFiles = filesOf(CONSENT_ISLAND);
  const formFiles = filesOf(FORM_ISLAND);
  // A chunk shared with the page's own islands is already counted there.
  for (const file of files) {
    consentFiles.delete(file);
    formFiles.delete(file);
  }
  return {
    inline: inlineScripts(html),
    files: [...files],
    islands: main,
    consentFiles: [...consentFiles],
    formFiles: [...formFiles],
  };
}
