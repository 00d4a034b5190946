import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The WCAG 2.2 AA violations axe finds on the page as it is now (or in `include`), as axe
 * reports them.
 *
 * Legacy mode runs `axe.run` in the page itself. The default opens a blank page for every
 * analysis and injects axe there a second time to merge the frames' results (`finishRun`): on
 * CI's two cores that tripled an analysis (about 7 s against 20 s for /contact under load) and
 * made axe most of the Chromium suite's time. What legacy mode gives up is cross-origin frames,
 * and the only frame a page can hold is the owner's booking calendar, another site's page: axe is
 * told not to ask frames at all (`iframes: false`). Asked, axe posted to the calendar for its own
 * origin only, which Chromium refused with a console warning that the page sweep, which runs axe,
 * counted as the page's.
 */
export async function axeResults(page: Page, include?: string) {
  // Let entrance animations finish: half-faded text is not what visitors read.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const builder = new AxeBuilder({ page })
    .options({ iframes: false })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations;
}

/** The WCAG 2.2 AA violations axe finds on the page as it is now (or in `include`), one line each. */
export async function axeViolations(page: Page, include?: string) {
  const violations = await axeResults(page, include);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
