import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm } from "../../../lead-forms/contact";
import { fieldNames } from "../../../lead-forms/definition";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "../../../lead-forms/messages";
import { ContactForm } from "./contact-form";
import { mount } from "./contact-form-island";
import { loadDraft } from "./contact-draft";

/**
 * Valid text for the fields the form has today; a field added to the definition later gets
 * "typed into <name>", which an optional text field accepts, so it is covered with no edit here.
 */
const VALID: Readonly<Record<string, string>> = {
  name: "Siân Jones",
  email: "sian@example.co.uk",
  subject: "A new website",
  message: "Could you call me back about a new website?",
};

/** Every field of the contact form's definition, each with what the visitor typed into it. */
const TYPED = Object.fromEntries(
  fieldNames(contactForm.schema).map((name) => [name, VALID[name] ?? `typed into ${name}`]),
);

const input = (name: string) => {
  const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `#contact-form [name="${name}"]`,
  );
  if (!control) throw new Error(`The contact form has no input for its field ${name}`);
  return control;
};

let answer: Response;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.getElementById("toasts")?.remove();
});

async function typeEveryField() {
  const user = userEvent.setup();
  const { container } = render(<ContactForm />);
  await mount(container, {}, "contact-form");
  for (const [name, text] of Object.entries(TYPED)) {
    await user.click(input(name));
    await user.paste(text);
  }
  return user;
}

describe("the contact form's fields, every one of its definition", () => {
  it("are kept in the draft while typed, and emptied with the draft once the lead is sent", async () => {
    answer = new Response('{"ok":true}', { status: 201 });
    const user = await typeEveryField();
    expect(loadDraft()).toEqual(TYPED);

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(CONTACT_SUCCESS));
    for (const name of Object.keys(TYPED)) expect(input(name), name).toHaveValue("");
    expect(loadDraft()).toBeNull();
  });

  it("stay in the form and the draft when the send fails, for another try", async () => {
    answer = new Response("{}", { status: 500 });
    const user = await typeEveryField();

    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(CONTACT_FAILURE));
    for (const [name, text] of Object.entries(TYPED)) expect(input(name), name).toHaveValue(text);
    expect(loadDraft()).toEqual(TYPED);
  });
});
