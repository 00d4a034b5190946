import { describe, expect, it } from "vitest";
import { pageMeta } from "~/lib/meta";
import { GAS_AUDIT_THANK_YOU_PATH } from "./page-paths";
import { routeMeta } from "./route-meta";

const copy = {
  title: "Contact Us",
  description: "A description long enough to stand in for a page's own in these tests.",
};

describe("routeMeta", () => {
  it("is the page's meta at the path it was reached at, without a trailing slash", () => {
    expect(routeMeta({ pathname: "/contact/" }, copy)).toEqual(
      pageMeta({ ...copy, path: "/contact" }),
    );
  });

  it("keeps the pages in NOINDEX_PATHS out of search", () => {
    expect(routeMeta({ pathname: GAS_AUDIT_THANK_YOU_PATH }, copy)).toContainEqual({
      name: "robots",
      content: "noindex, follow",
    });
    expect(routeMeta({ pathname: "/" }, copy)).not.toContainEqual(
      expect.objectContaining({ name: "robots" }),
    );
  });
});
