import { describe, expect, test } from "vitest";
import { launchItems } from "./launch-items";
import { defaultSiteContent, parseSiteContent } from "./registry";
import { realContent } from "./real-content.test-helper";

describe("the launch check's content items", () => {
  test("name each shipped fact, figure, claim and unconsented testimonial by its field", () => {
    expect(launchItems(defaultSiteContent()).map((item) => item.id)).toEqual([
      "business.phone",
      "business.companyNumber",
      "business.email",
      "business.address",
      "business.geo",
      "business.openingHours",
      "business.founders.0",
      "business.founders.1",
      "business.profiles.0",
      "testimonials.items.0.consentRecorded",
      "testimonials.items.1.consentRecorded",
      "testimonials.items.2.consentRecorded",
      "testimonials.items.3.consentRecorded",
      "caseResults.results.0.example",
      "caseResults.results.1.example",
      "caseResults.results.2.example",
      "home.hero.stats.0.value",
      "home.hero.stats.1.value",
      "home.hero.stats.2.value",
      "home.hero.savingsText",
    ]);
  });

  test("each item's document and path lead to a field of that document", () => {
    for (const { document, path } of launchItems(defaultSiteContent())) {
      const value = path.reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        defaultSiteContent()[document],
      );
      expect(value, `${document}.${path.join(".")}`).toBeDefined();
    }
  });

  test("a site whose facts are its own has none", () => {
    const content = realContent();
    expect(parseSiteContent(content).ok).toBe(true);
    expect(launchItems(content)).toEqual([]);
  });
});
