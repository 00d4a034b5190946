import { createElement } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { gasAuditForm } from "../../lead-forms/gas-audit";
import { htmlConstraints } from "../../lead-forms/html-constraints";
import { pageWithFeedback } from "../../server/leads/form-page-html";
import type { FormFeedback } from "../../server/leads/feedback-tokens";
import { islandPage, startIsland } from "../support/island-markup";
import { GasAuditForm } from "../../app/features/gas-audit-form/gas-audit-form";
import { mount } from "../../app/features/gas-audit-form/gas-audit-form-island";

/**
 * The £99 form's island started on a page the server wrote a refused post into: it checks what
 * was typed as typing would, but a field the server refused keeps the server's words until the
 * visitor changes it.
 */
describe("the £99 form's island on a page the server wrote its feedback into", () => {
  it("keeps the server's messages until their fields change, and checks the rest", async () => {
    const refused: FormFeedback = {
      form: "audit",
      outcome: "problem",
      message: "We could not store it: try again in a minute.",
      errors: { phone: "Please enter a valid UK mobile number", firstName: "Too short" },
      values: {
        firstName: "R",
        lastName: "Pritchard & <Sons>",
        email: "r@example",
        phone: "0123",
      },
    };
    const markup = createElement(GasAuditForm, {
      constraints: htmlConstraints(gasAuditForm.schema),
    });
    const written =
      pageWithFeedback(islandPage("gas-audit-form", markup), "/api/leads/audit", refused) ?? "";
    await startIsland(written, mount);
    const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

    expect(field("Last name")).toHaveValue("Pritchard & <Sons>");
    expect(field("First name")).toHaveAccessibleDescription("Too short");
    expect(field("Phone")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a valid UK mobile number") as string,
    );
    // Typed and wrong, not refused by the server: checked as typing would have checked it.
    expect(field("Email")).toHaveAccessibleDescription("Please enter a valid email address");

    const user = userEvent.setup();
    await user.clear(field("Phone"));
    await user.type(field("Phone"), "07700 900321");
    expect(screen.queryByText("Please enter a valid UK mobile number")).toBeNull();
    expect(field("Phone")).toHaveAttribute("aria-invalid", "false");
    expect(field("First name")).toHaveAccessibleDescription("Too short");
  });
});
