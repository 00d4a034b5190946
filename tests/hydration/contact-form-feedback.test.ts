import { describe, expect, it } from "vitest";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { FORM_INVALID_MESSAGE } from "../../server/leads/form-answers";
import { pageWithFeedback } from "../../server/leads/form-page-html";
import type { FormFeedback } from "../../server/leads/feedback-tokens";
import { islandPage, propsOf, shape } from "../support/island-markup";
import { ContactForm } from "../../app/features/contact-form/contact-form";

/**
 * After a post without scripts the server writes its answer into the prerendered page by string
 * surgery (server/leads/form-page-html.ts) and into the island's props; the island, hydrating
 * with those props, must render the very same markup, or React would throw it away.
 */
describe("the contact-form island with the server's feedback", () => {
  const cases: FormFeedback[] = [
    {
      form: "contact",
      outcome: "problem",
      message: FORM_INVALID_MESSAGE,
      errors: { email: "Please enter a valid email address", subject: "Subject is too short" },
      values: {
        name: `Siân "Jo" O'Neill <b>&amp;</b>`,
        email: "sian@example",
        subject: "Hi",
        message: "\nLine one\nLine two & </textarea> three",
      },
    },
    { form: "contact", outcome: "sent", message: CONTACT_SUCCESS, errors: {}, values: {} },
  ];
  for (const feedback of cases) {
    it(`renders what the server wrote (${feedback.outcome}) from the props it was given`, () => {
      const written =
        pageWithFeedback(islandPage("contact-form", ContactForm), "/api/leads/contact", feedback) ??
        "";
      const { outcome, message, errors, values } = feedback;
      const props = { feedback: { outcome, message, errors, values } };
      // The island reads exactly this, HTML-escaped in the attribute and back.
      expect(propsOf(written)).toEqual(props);
      expect(shape(written)).toBe(shape(islandPage("contact-form", ContactForm, props)));
      expect(shape(written)).not.toBe(shape(islandPage("contact-form", ContactForm)));
    });
  }

  it("keeps the island's other props", () => {
    const page = islandPage("contact-form", ContactForm).replace(
      'data-island-props="{}"',
      'data-island-props="{&quot;other&quot;:&quot;a &amp; b&quot;}"',
    );
    const sent = cases[1] as FormFeedback;
    const written = pageWithFeedback(page, "/api/leads/contact", sent) ?? "";
    expect(propsOf(written)).toMatchObject({ other: "a & b", feedback: { outcome: "sent" } });
  });
});
