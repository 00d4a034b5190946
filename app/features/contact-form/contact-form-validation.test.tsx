import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { showFieldError } from "~/components/ui/field-message";
import { enhanceForm } from "~/components/lead-forms/form-engine";
import { ContactForm } from "./contact-form";
import { contactSchema } from "../../../lead-forms/contact";
import { FEEDBACK_BANNER_ATTRIBUTE } from "../../../lead-forms/server-feedback";

/** The contact form's markup, as prerendered, driven by the engine with its schema. */
function contactFormWith(onValid = vi.fn()) {
  render(<ContactForm />);
  const form = screen.getByRole("form", { name: "Contact form" }) as HTMLFormElement;
  const engine = enhanceForm(form, contactSchema, {
    mode: "onTouched",
    onValid,
    sendingLabel: "Sending...",
  });
  return { form, engine, onValid, user: userEvent.setup() };
}

const send = () => screen.getByRole("button", { name: /Send Message|Sending/ });

describe("the contact form's checks, in plain script", () => {
  it("checks a field when the visitor leaves it, then on every change, with the message wired to it", async () => {
    const { user } = contactFormWith();
    const name = screen.getByLabelText("Name");
    await user.click(name);
    await user.keyboard("A");
    expect(name).toHaveAttribute("aria-invalid", "false");

    await user.tab();
    expect(name).toHaveAccessibleDescription("Name must be at least 2 characters");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveClass("border-danger");

    await user.click(name);
    await user.keyboard("l");
    expect(name).not.toHaveAccessibleDescription();
    expect(name).toHaveAttribute("aria-invalid", "false");
    expect(name).toHaveClass("border-line");
  });

  it("on a submit shows every field's message, focuses the first wrong field and sends nothing", async () => {
    const { user, onValid } = contactFormWith();
    await user.type(screen.getByLabelText("Email"), "sian@example");
    await user.click(send());

    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Subject is required");
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message is required");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    // After a submit every change is checked, left or not.
    await user.type(screen.getByLabelText("Email"), ".co.uk");
    expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription();
  });

  it("hands the schema's output to onValid, and while sending refuses a second submit", async () => {
    let finish = () => {};
    const { user, engine, onValid } = contactFormWith(
      vi.fn(() => {
        engine.setSending(true);
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    await user.type(screen.getByLabelText("Name"), "  Siân Jones ");
    await user.type(screen.getByLabelText("Email"), "sian@example.co.uk");
    await user.type(screen.getByLabelText("Subject"), "A new website");
    await user.type(screen.getByLabelText("Message"), "Could you call me back?");
    await user.keyboard("{Enter}");
    await user.click(screen.getByLabelText("Subject"));
    await user.keyboard("{Enter}");

    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith(contactSchema.parse(engine.values()));
    expect(send()).toBeDisabled();
    expect(send()).toHaveTextContent("Sending...");
    finish();
    engine.setSending(false);
    expect(send()).toHaveTextContent("Send Message");
    expect(send()).toBeEnabled();
  });

  it("keeps the server's message until its field changes, and the server's line until a submit", async () => {
    render(<ContactForm />);
    const form = screen.getByRole("form", { name: "Contact form" }) as HTMLFormElement;
    const subject = screen.getByLabelText("Subject") as HTMLInputElement;
    // As the server writes a refused post back (server/leads/form-page-html.ts).
    subject.value = "Hi";
    showFieldError(subject, "Subject must be at least 5 characters");
    const banner = document.createElement("div");
    banner.setAttribute(FEEDBACK_BANNER_ATTRIBUTE, "");
    banner.textContent = "Please correct the fields below.";
    form.prepend(banner);
    enhanceForm(form, contactSchema, {
      mode: "onTouched",
      onValid: vi.fn(),
      sendingLabel: "Sending...",
    });
    const user = userEvent.setup();

    await user.click(subject);
    await user.tab();
    expect(subject).toHaveAccessibleDescription("Subject must be at least 5 characters");
    expect(banner).toBeInTheDocument();

    // The change it asked for: from now on the form's own checks speak (the field was left).
    await user.click(subject);
    await user.keyboard(" there");
    expect(subject).not.toHaveAccessibleDescription();
    await user.keyboard("{Backspace>6/}");
    expect(subject).toHaveAccessibleDescription("Subject must be at least 5 characters");

    await user.click(send());
    expect(banner).not.toBeInTheDocument();
  });
});
