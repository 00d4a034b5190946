import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./fixtures";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The WCAG 2.2 AA violations axe finds on the page as it is now (or in `include`), one line each. */
export async function axeViolations(page: Page, include?: string) {
  // Let entrance animations finish: half-faded text is not what visitors read.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
