import { createElement } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_SUCCESS } from "../../lead-forms/messages";
import { FORM_INVALID_MESSAGE } from "../../server/leads/form-answers";
import { pageWithFeedback } from "../../server/leads/form-page-html";
import type { FormFeedback } from "../../server/leads/feedback-tokens";
import { islandPage, propsOf, startIsland } from "../support/island-markup";
import { ContactForm } from "../../app/features/contact-form/contact-form";
import { mount } from "../../app/features/contact-form/contact-form-island";
import { loadDraft, saveDraft } from "../../app/features/contact-form/contact-draft";

/**
 * After a post without scripts the server writes its answer into the prerendered page by string
 * surgery (server/leads/form-page-html.ts) and into the island's props. The island, started on
 * that page, must take it as its own: the values in the fields, each message kept until its
 * field changes and then removed as the form removes its own, the line at the top until a send.
 */
const page = () => islandPage("contact-form", createElement(ContactForm));
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

afterEach(() => sessionStorage.clear());

describe("the contact form's island on a page the server wrote its feedback into", () => {
  const refused: FormFeedback = {
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
  };

  it("shows what was typed and the server's messages, and keeps them until the visitor changes a field", async () => {
    const written = pageWithFeedback(page(), "/api/leads/contact", refused) ?? "";
    await startIsland(written, mount);
    for (const [label, name] of [
      ["Name", "name"],
      ["Email", "email"],
      ["Subject", "subject"],
      ["Message", "message"],
    ] as const) {
      expect(field(label), label).toHaveValue(refused.values[name]);
    }
    expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(field("Subject")).toHaveAccessibleDescription("Subject is too short");
    expect(screen.getByRole("alert")).toHaveTextContent(FORM_INVALID_MESSAGE);
    // What the server had: the draft a reload would restore.
    expect(loadDraft()).toEqual(refused.values);

    const user = userEvent.setup();
    await user.click(field("Subject"));
    await user.tab();
    expect(field("Subject")).toHaveAccessibleDescription("Subject is too short");

    await user.type(field("Subject"), " there, a question");
    expect(field("Subject")).not.toHaveAccessibleDescription();
    expect(field("Subject")).toHaveAttribute("aria-invalid", "false");
    expect(field("Subject")).toHaveClass("border-line");
    expect(field("Subject")).not.toHaveClass("border-danger");
    expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address");

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.queryByRole("alert")).toBeNull();
    // The form's own message now, for what is still wrong.
    expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  });

  it("after a sent post, shows the sent line and drops the draft of what was sent", async () => {
    saveDraft({ name: "Siân", email: "sian@example.co.uk", subject: "Sent", message: "Sent it" });
    const sent: FormFeedback = {
      form: "contact",
      outcome: "sent",
      message: CONTACT_SUCCESS,
      errors: {},
      values: {},
    };
    await startIsland(pageWithFeedback(page(), "/api/leads/contact", sent) ?? "", mount);
    expect(screen.getByText(CONTACT_SUCCESS)).toHaveAttribute("role", "status");
    expect(field("Name")).toHaveValue("");
    expect(loadDraft()).toBeNull();
  });

  it("keeps the island's other props", () => {
    const withProps = page().replace(
      'data-island="contact-form"',
      'data-island="contact-form" data-island-props="{&quot;other&quot;:&quot;a &amp; b&quot;}"',
    );
    const sent: FormFeedback = {
      form: "contact",
      outcome: "sent",
      message: "Sent",
      errors: {},
      values: {},
    };
    const written = pageWithFeedback(withProps, "/api/leads/contact", sent) ?? "";
    expect(propsOf(written)).toMatchObject({ other: "a & b", feedback: { outcome: "sent" } });
  });
});
