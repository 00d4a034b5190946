/**
 * Rows for what app/content-model/launch-items.ts finds still shipped in the content: the
 * testimonials without consent, the example case results, the map pin, the opening hours, the
 * home page's figures and its savings claim. The owner's page lists the same items by field.
 */
import type { LaunchItem } from "../../app/content-model/launch-items";
import { contentDocuments } from "../../app/content-model/registry";
import { fail, pass, type CheckRow } from "./rows";

const GROUPS: { item: string; matches: (id: string) => boolean; real: string }[] = [
  {
    item: "Testimonials",
    matches: (id) => id.startsWith("testimonials."),
    real: "every customer's written consent recorded",
  },
  {
    item: "Case results (/free-audit)",
    matches: (id) => id.startsWith("caseResults."),
    real: "every result a real engagement",
  },
  { item: "Map pin", matches: (id) => id === "business.geo", real: "the agency's own" },
  { item: "Opening hours", matches: (id) => id === "business.openingHours", real: "changed" },
  {
    item: "Home page figures",
    matches: (id) => id.startsWith("home.hero.stats."),
    real: "the agency's own",
  },
  {
    item: "Savings claim (home page)",
    matches: (id) => id === "home.hero.savingsText",
    real: "the agency's own",
  },
];

export function contentItemChecks(items: readonly LaunchItem[]): CheckRow[] {
  return GROUPS.map(({ item, matches, real }) => {
    const found = items.filter((launchItem) => matches(launchItem.id));
    const [first] = found;
    if (!first) return pass(item, real);
    const where = contentDocuments[first.document].title;
    return fail(
      item,
      found.map((launchItem) => launchItem.message).join("; "),
      `Change it in the owner's page, Site content › ${where}`,
    );
  });
}
