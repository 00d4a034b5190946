import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SENDING_ATTRIBUTE } from "~/components/lead-forms/form-engine";
import { gasAuditOffer } from "~/content/gas-audit-offer";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { gasAuditForm } from "../../../lead-forms/gas-audit";
import { htmlConstraints } from "../../../lead-forms/html-constraints";
import { AUDIT_FAILURE } from "../../../lead-forms/messages";
import { GasAuditForm } from "./gas-audit-form";
import { mount } from "./gas-audit-form-island";

/** Where the form sends the visitor once the lead is stored (a document navigation). */
const goTo = vi.hoisted(() => vi.fn());
vi.mock("~/lib/go-to", () => ({ goTo }));

const CONSTRAINTS = htmlConstraints(gasAuditForm.schema);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole("button", { name: /Get my audit for £99|Sending/ });

let fetchLead: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchLead = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
  vi.stubGlobal("fetch", fetchLead);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The prerendered form, and its island started on it as the loader would. */
async function startedForm() {
  const { container } = render(<GasAuditForm constraints={CONSTRAINTS} />);
  await mount(container, {}, "gas-audit-form");
}

async function typeValidRequest() {
  const user = userEvent.setup();
  await user.type(field("First name"), "Gareth");
  await user.type(field("Last name"), "Price");
  await user.type(field("Email"), "gareth@pennantheating.co.uk");
  await user.type(field("Phone"), "07123 456789");
  return user;
}

describe("the £99 form", () => {
  it("takes typing before its island starts, then checks it where it is, as it checks typing", async () => {
    const user = userEvent.setup();
    const { container } = render(<GasAuditForm constraints={CONSTRAINTS} />);
    await user.type(field("First name"), "Gareth");
    const email = field("Email");
    await user.type(email, "gareth@");
    // Plain inputs so far: no messages yet.
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();

    await mount(container, {}, "gas-audit-form");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveFocus();
    expect(email).toHaveValue("gareth@");
    expect(field("First name")).toHaveValue("Gareth");

    await user.type(email, "pennantheating.co.uk");
    expect(email).not.toHaveAccessibleDescription();
    await user.clear(field("First name"));
    expect(field("First name")).toHaveAccessibleDescription("Please enter your first name");
    // The hint names what a valid number looks like; a wrong one only flags the field.
    await user.type(field("Phone"), "0123");
    expect(field("Phone")).toHaveAccessibleDescription(/Please check your mobile number/);
  });

  it("sends the lead with where it was sent from, and goes on to payment", async () => {
    await startedForm();
    const user = await typeValidRequest();
    await user.click(submitButton());
    await waitFor(() =>
      expect(goTo).toHaveBeenCalledWith(gasAuditOffer.paymentUrl ?? gasAuditThankYouPath("audit")),
    );
    expect(fetchLead).toHaveBeenCalledTimes(1);
    const [url, init] = fetchLead.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/leads\/audit$/);
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: "Gareth",
      lastName: "Price",
      email: "gareth@pennantheating.co.uk",
      phone: "+447123456789",
      // Where it was sent from (app/lib/attribution.ts): the page, nothing more without consent.
      attribution: { page: "/" },
    });
  });

  it("says Sending... and marks itself sending while the lead is on its way, and sends it once", async () => {
    let answer = (_response: Response) => {};
    fetchLead.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await startedForm();
    const user = await typeValidRequest();

    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent("Sending...");
    // What the page's script disables the button by (SubmitWhenValid).
    expect(screen.getByRole("form", { name: "Audit request" })).toHaveAttribute(SENDING_ATTRIBUTE);
    await user.click(field("Phone"));
    await user.keyboard("{Enter}");

    answer(new Response('{"ok":true}', { status: 201 }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(fetchLead).toHaveBeenCalledTimes(1);

    // Back from the payment page, out of the back-forward cache: the form is ready again.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(submitButton()).toHaveTextContent("Get my audit for £99");
    expect(screen.getByRole("form", { name: "Audit request" })).not.toHaveAttribute(
      SENDING_ATTRIBUTE,
    );
  });

  it("says so when the lead could not be stored, and keeps everything for another try", async () => {
    fetchLead.mockImplementation(async () => new Response("{}", { status: 503 }));
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await startedForm();
    const user = await typeValidRequest();
    await user.click(submitButton());

    await waitFor(() => expect(alert).toHaveBeenCalledWith(AUDIT_FAILURE));
    expect(submitButton()).toHaveTextContent("Get my audit for £99");
    expect(screen.getByRole("form", { name: "Audit request" })).not.toHaveAttribute(
      SENDING_ATTRIBUTE,
    );
    expect(field("Phone")).toHaveValue("07123 456789");
    expect(goTo).not.toHaveBeenCalled();
  });

  it("is prerendered as a form that posts to the lead API, sendable before any script runs", () => {
    const html = renderToString(<GasAuditForm constraints={CONSTRAINTS} />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/leads/audit"');
    const button = /<button[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).not.toMatch(/\sdisabled(="")?[\s/>]/);
    // Until the page's script says otherwise, nothing asks for more.
    expect(html).toMatch(/<p id="audit-form-ready-hint" hidden=""[\s>]/);
    for (const name of ["firstName", "lastName", "email", "phone", "ref_code_b7"]) {
      expect(html).toContain(`name="${name}"`);
    }
  });
});
