import { describe, expect, it } from "vitest";
import { pageWithFeedback } from "../../server/leads/form-page-html";
import type { FormFeedback } from "../../server/leads/feedback-tokens";
import { islandPage, propsOf, shape } from "../support/island-markup";
import { GasAuditForm } from "../../app/features/gas-audit-form/gas-audit-form";

/**
 * After a post without scripts the server writes its answer into the prerendered page by string
 * surgery (server/leads/form-page-html.ts) and into the island's props; the island, hydrating
 * with those props, must render the very same markup, or React would throw it away.
 */
describe("the gas-audit-form island with the server's feedback", () => {
  const cases: FormFeedback[] = [
    {
      form: "audit",
      outcome: "problem",
      message: "We could not store it: try again in a minute.",
      errors: { phone: "Please enter a valid UK mobile number", firstName: "Too short" },
      values: {
        firstName: "R",
        lastName: "Pritchard & <Sons>",
        email: "r@example.com",
        phone: "0123",
      },
    },
  ];
  for (const feedback of cases) {
    it(`renders what the server wrote (${feedback.outcome}) from the props it was given`, () => {
      const written =
        pageWithFeedback(
          islandPage("gas-audit-form", GasAuditForm),
          "/api/leads/audit",
          feedback,
        ) ?? "";
      const { outcome, message, errors, values } = feedback;
      const props = { feedback: { outcome, message, errors, values } };
      // The island reads exactly this, HTML-escaped in the attribute and back.
      expect(propsOf(written)).toEqual(props);
      expect(shape(written)).toBe(shape(islandPage("gas-audit-form", GasAuditForm, props)));
      expect(shape(written)).not.toBe(shape(islandPage("gas-audit-form", GasAuditForm)));
    });
  }
});
