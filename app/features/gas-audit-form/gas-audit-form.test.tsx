import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GAS_AUDIT_THANK_YOU_PATH } from "~/site-map/page-paths";
import { GasAuditForm } from "./gas-audit-form";

/** Holds back the form's lazily loaded code, as a slow network would, until a test lets it through. */
const code = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { requested: false, arrived, release };
});

vi.mock("./gas-audit-form-enhancer", async (importOriginal) => {
  code.requested = true;
  await code.arrived;
  return importOriginal();
});

const Page = createRoutesStub([
  { path: "/", Component: GasAuditForm },
  { path: GAS_AUDIT_THANK_YOU_PATH, Component: () => <h1>Thank you</h1> },
]);

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

describe("GasAuditForm", () => {
  // First in the file: the module registry keeps the form's code once it has been loaded.
  it("takes typing before its code arrives, then keeps it, in the same inputs, checked as before", async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(code.requested).toBe(false);

    await user.type(field("First name"), "Gareth");
    expect(code.requested).toBe(true);
    const email = field("Email");
    await user.type(email, "gareth@");
    // Plain inputs so far: no validation yet, and no way to submit.
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(submitButton()).toBeDisabled();

    await act(async () => code.release());

    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(field("Email")).toBe(email);
    expect(email).toHaveFocus();
    expect(email).toHaveValue("gareth@");
    expect(field("First name")).toHaveValue("Gareth");

    await user.type(email, "pennantheating.co.uk");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    await user.type(field("Last name"), "Price");
    await user.type(field("Phone"), "07123 456-789");
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByText("Fill in all four fields to continue.")).toBeNull();

    await user.clear(field("First name"));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it("reads what is already in the inputs when the visitor reaches for the form, and sends it", async () => {
    const user = userEvent.setup();
    render(<Page />);

    // Typed before hydration, or filled in by the browser: values with no React event behind them.
    field("First name").value = "Gareth";
    field("Last name").value = "Price";
    field("Email").value = "gareth@pennantheating.co.uk";
    field("Phone").value = "+44 7123 456789";
    expect(submitButton()).toBeDisabled();

    await user.click(field("Phone"));
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Thank you" })).toBeInTheDocument();
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

  it("is prerendered as a form that posts to the lead API, sendable before any script runs", () => {
    const html = renderToString(
      <MemoryRouter>
        <GasAuditForm />
      </MemoryRouter>,
    );
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/leads/audit"');
    const button = /<button[^>]*>/.exec(html)?.[0] ?? "";
    expect(button).not.toMatch(/\sdisabled(="")?[\s/>]/);
    for (const name of ["firstName", "lastName", "email", "phone", "ref_code_b7"]) {
      expect(html).toContain(`name="${name}"`);
    }
  });
});
