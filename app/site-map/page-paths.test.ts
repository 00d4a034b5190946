import { describe, expect, it } from "vitest";
import { AUDIT_THANK_YOU_PATH } from "../../lead-forms/gas-audit";
import { gasAuditThankYouPath } from "./page-paths";

describe("page paths", () => {
  it("send a stored audit lead to the same thank-you page with scripts and without", () => {
    // The site's links use gasAuditThankYouPath; the £99 form's island and the server's redirect
    // of a plain post use the definition's path: a visitor must land on the same page either way.
    expect(gasAuditThankYouPath("audit")).toBe(AUDIT_THANK_YOU_PATH);
  });
});
