import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { Field, Form, type FieldOf } from "./form";
import { useSchemaForm } from "./use-schema-form";
import { expectNothingWithin } from "../../../tests/support/quiet-period";

const schema = z.object({
  email: z.string().check(z.minLength(1, "Email is required")),
  phone: z.string().check(z.minLength(11, "Too short")),
});
type Values = z.input<typeof schema>;
const TestField: FieldOf<Values> = Field;
// @ts-expect-error: a name the schema does not have is caught by the typecheck, not by a visitor
void (<TestField name="emial" label="Email" />);

function TestForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema);
  return (
    <Form form={form} onValid={onValid} aria-label="Test form">
      <TestField name="email" label="Email" type="email" />
      <TestField name="phone" label="Phone" hint="11 digits" invalidText="Check the number" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe("Form and Field", () => {
  it("shows each refused field's message, announced with the field, and submits once valid", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Send" }));

    const email = screen.getByLabelText("Email");
    // The messages follow the frame that shows the press.
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Email is required");
    // A field's own words replace the schema's, after its hint.
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(
      "11 digits Check the number",
    );
    expect(onValid).not.toHaveBeenCalled();

    await user.type(email, "jo@example.com");
    await user.type(screen.getByLabelText("Phone"), "07700900123");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid).toHaveBeenCalledWith(
      { email: "jo@example.com", phone: "07700900123" },
      expect.anything(),
    );
    expect(email).toHaveAttribute("aria-invalid", "false");
  });

  it("still checks a field the visitor leaves, once the frame after leaving it is shown", async () => {
    const user = userEvent.setup();
    function TouchedForm() {
      const form = useSchemaForm(schema, { mode: "onTouched" });
      return (
        <Form form={form} onValid={() => {}} aria-label="Test form">
          <TestField name="email" label="Email" type="email" />
          <TestField name="phone" label="Phone" />
        </Form>
      );
    }
    render(<TouchedForm />);
    const email = screen.getByLabelText("Email");
    await user.click(email);
    email.blur();
    await waitFor(() => expect(email).toHaveAccessibleDescription("Email is required"));
  });

  it("drops a check still waiting when the form is sent, so a form emptied after sending stays clean", async () => {
    const user = userEvent.setup();
    function ResettingForm() {
      const form = useSchemaForm(schema, { mode: "onTouched" });
      return (
        <Form
          form={form}
          onValid={() => form.reset({ email: "", phone: "" })}
          aria-label="Test form"
        >
          <TestField name="email" label="Email" type="email" />
          <TestField name="phone" label="Phone" />
          <button type="submit">Send</button>
        </Form>
      );
    }
    render(<ResettingForm />);
    const email = screen.getByLabelText("Email");
    const phone = screen.getByLabelText("Phone");
    await user.type(email, "jo@example.com");
    await user.type(phone, "07700900123");
    // Tapping Send leaves the phone field first: its check waits while the form is sent.
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(phone).toHaveValue(""));
    await expectNothingWithin(
      100,
      () => (phone.getAttribute("aria-invalid") === "true" ? ["aria-invalid"] : []),
      { what: "late check of the emptied field" },
    );
    expect(phone).toHaveAttribute("aria-invalid", "false");
    expect(phone).not.toHaveAccessibleDescription("Too short");
  });

  it("sends even where the browser shows no frame, as in a tab in the background", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.type(screen.getByLabelText("Email"), "jo@example.com");
    await user.type(screen.getByLabelText("Phone"), "07700900123");
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});
