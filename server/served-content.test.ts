import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { defaultSiteContent } from "../app/content-model/registry";
import { buildOwnerEmail } from "./leads/owner-email-message";
import { writeReleaseContent } from "./release-content";
import { formLabelOf, noteServedRelease } from "./served-content";

/** A release folder holding only the content it was built from, as a publish leaves one. */
async function releaseWith(change: (content: ReturnType<typeof defaultSiteContent>) => void) {
  const dir = mkdtempSync(join(tmpdir(), "served-content-"));
  const content = defaultSiteContent();
  change(content);
  await writeReleaseContent(dir, content);
  return dir;
}

const AUDIT_LEAD = {
  id: "42",
  form: "audit",
  receivedAt: new Date("2026-11-28T10:00:00Z"),
  fields: {
    firstName: "Siân",
    lastName: "Jones",
    email: "sian@example.co.uk",
    phone: "07700 900123",
  },
};

afterAll(async () => noteServedRelease(await releaseWith(() => undefined)));

it("the owner's email and page name the price of the release being served", async () => {
  noteServedRelease(await releaseWith(() => undefined));
  expect(buildOwnerEmail(AUDIT_LEAD, "https://example.co.uk/admin").subject).toBe(
    "New £99 audit request: Siân Jones",
  );

  // A publish of a new price: the server's words change with the pages.
  noteServedRelease(await releaseWith((content) => (content.offers.auditPrice = 149)));
  const email = buildOwnerEmail(AUDIT_LEAD, "https://example.co.uk/admin");
  expect(email.subject).toBe("New £149 audit request: Siân Jones");
  expect(email.text).toContain("£149 audit, received");
  expect(formLabelOf("audit")).toBe("£149 audit");
  expect(formLabelOf("contact")).not.toContain("£");
});
