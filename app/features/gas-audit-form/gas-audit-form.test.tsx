import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gasAuditOffer } from "~/content/gas-audit-offer";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { SENDING_ATTRIBUTE } from "~/components/lead-forms/submit-when-valid";
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

/** Where the form sends the visitor once the lead is stored (a document navigation). */
const goTo = vi.hoisted(() => vi.fn());
vi.mock("~/lib/go-to", () => ({ goTo }));

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole("button", { name: /Get my audit for £99|Sending/ });
const form = () => screen.getByRole("form", { name: "Audit request" });

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
    expect(code.requested).toBe(false);
    render(<GasAuditForm />);
    // An island started by the visitor's first touch: it fetches the form's code at once.
    await waitFor(() => expect(code.requested).toBe(true));

    await user.type(field("First name"), "Gareth");
    const email = field("Email");
    await user.type(email, "gareth@");
    // Plain inputs so far: no messages yet.
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(form()).not.toHaveAttribute("data-bound");

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
    expect(form()).toHaveAttribute("data-bound");

    await user.clear(field("First name"));
    expect(await screen.findByText("Please enter your first name")).toBeInTheDocument();
  });

  it("hydrates over what was typed into the prerendered inputs before its code came, and sends it", async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<GasAuditForm />);
    // Typed before the island started, or filled in by the browser: no React event behind them.
    field("First name").value = "Gareth";
    field("Last name").value = "Price";
    field("Email").value = "gareth@pennantheating.co.uk";
    field("Phone").value = "+44 7123 456789";

    render(<GasAuditForm />, { container, hydrate: true });
    // Its code has taken over the inputs: the submit is the script's, not the browser's.
    await waitFor(() => expect(form()).toHaveAttribute("data-bound"));
    expect(field("First name")).toHaveValue("Gareth");

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

  it("says Sending... and marks itself sending while the lead is on its way", async () => {
    let answer = (_response: Response) => {};
    fetchLead.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<GasAuditForm />);
    await user.type(field("First name"), "Gareth");
    await user.type(field("Last name"), "Price");
    await user.type(field("Email"), "gareth@pennantheating.co.uk");
    await user.type(field("Phone"), "07123 456789");
    await waitFor(() => expect(form()).toHaveAttribute("data-bound"));

    await user.click(submitButton());
    await waitFor(() => expect(fetchLead).toHaveBeenCalledTimes(1));
    expect(submitButton()).toHaveTextContent("Sending...");
    // What the page's script disables the button by (SubmitWhenValid).
    expect(form()).toHaveAttribute(SENDING_ATTRIBUTE);

    await act(async () => answer(new Response('{"ok":true}', { status: 201 })));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(fetchLead).toHaveBeenCalledTimes(1);
  });

  it("is prerendered as a form that posts to the lead API, sendable before any script runs", () => {
    const html = renderToString(<GasAuditForm />);
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

  it("starts from the server's feedback, keeps it until the visitor changes a field, and drops the token", async () => {
    window.history.replaceState(null, "", "/audit?form-feedback=abc123&x=1#audit-form");
    const user = userEvent.setup();
    render(
      <GasAuditForm
        feedback={{
          outcome: "problem",
          message: "Nothing has been sent yet.",
          errors: { phone: "Please enter a valid UK mobile number" },
          values: {
            firstName: "Rhys",
            lastName: "Pritchard",
            email: "r@example.com",
            phone: "0123",
          },
        }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Nothing has been sent yet.");
    expect(field("Last name")).toHaveValue("Pritchard");
    expect(field("Phone")).toHaveValue("0123");
    expect(field("Phone")).toHaveAccessibleDescription(/valid UK mobile number/);
    expect(window.location.search).toBe("?x=1");
    expect(window.location.hash).toBe("#audit-form");

    // The form's code arrives and checks the values: the server's words stay as they were.
    await waitFor(() => expect(field("Phone")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Please enter a valid UK mobile number")).toBeInTheDocument();
    expect(field("Phone")).toHaveValue("0123");

    await user.clear(field("Phone"));
    await user.type(field("Phone"), "07700 900321");
    expect(screen.queryByText("Please enter a valid UK mobile number")).toBeNull();
    expect(field("Last name")).toHaveValue("Pritchard");
  });
});
