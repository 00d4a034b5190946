import { describe, expect, it } from "vitest";
import {
  formatOpeningHours,
  formatPriceRange,
  site,
  titleWithBrand,
  titleWithoutBrand,
} from "./site";

describe("the title template", () => {
  it("appends the brand once, and the social cards get the page's own title back", () => {
    const title = titleWithBrand("AI Sales Agent");
    expect(title).toBe(`AI Sales Agent | ${site.brand}`);
    expect(titleWithBrand(title)).toBe(title);
    expect(titleWithoutBrand(title)).toBe("AI Sales Agent");
  });
});

describe("the office's hours and prices as the pages word them", () => {
  it("reads the hours from the config", () => {
    expect(formatOpeningHours()).toBe("Monday to Friday, 9am to 5.30pm");
  });

  it("quotes the audit price from the offers", () => {
    expect(formatPriceRange()).toContain(`£${site.offers.auditPrice}`);
  });
});
