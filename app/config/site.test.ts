import { describe, expect, it } from "vitest";
import { site, titleWithBrand, titleWithoutBrand } from "./site";

describe("the title template", () => {
  it("appends the brand once, and the social cards get the page's own title back", () => {
    const title = titleWithBrand("AI Sales Agent");
    expect(title).toBe(`AI Sales Agent | ${site.brand}`);
    expect(titleWithBrand(title)).toBe(title);
    expect(titleWithoutBrand(title)).toBe("AI Sales Agent");
  });
});
