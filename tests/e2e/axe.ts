import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The minified build of the engine (650 kB): `axe.source` is the readable one (1.5 MB), which a
 * busy page took about a second longer to receive and compile, for every page axe reads.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe-core's engine, evaluated in the page unless this document has it already: a page read
 * twice (a state opened, another width) pays for the script once. @axe-core/playwright
 * evaluated it twice for every analysis, which on two busy cores took longer than the analysis.
 */
async function injectAxe(page: Page) {
  const present = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!present) await page.evaluate(AXE_SOURCE);
}

/**
 * The WCAG 2.2 AA violations axe finds on the page as it is now (or in `include`), as axe
 * reports them.
 *
 * `axe.run` runs in the page itself, with no blank page to merge the frames' results in (on CI's
 * two cores that tripled an analysis: about 7 s against 20 s for /contact under load). What that
 * gives up is cross-origin frames, and the only frame a page can hold is the owner's booking
 * calendar, another site's page: axe is told not to ask frames at all (`iframes: false`). Asked,
 * axe posted to the calendar for its own origin only, which Chromium refused with a console
 * warning that the page sweep, which runs axe, counted as the page's.
 */
export async function axeResults(page: Page, include?: string) {
  // Let entrance animations finish: half-faded text is not what visitors read.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await injectAxe(page);
  const { violations } = await page.evaluate(
    ({ selector, tags }) => {
      const engine = (window as AxeWindow).axe;
      if (!engine) throw new Error("axe is not in the page");
      return engine.run(selector ? { include: [selector] } : document, {
        iframes: false,
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
    },
    { selector: include, tags: WCAG_TAGS },
  );
  return violations;
}

/** The WCAG 2.2 AA violations axe finds on the page as it is now (or in `include`), one line each. */
export async function axeViolations(page: Page, include?: string) {
  const violations = await axeResults(page, include);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
